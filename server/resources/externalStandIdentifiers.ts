import { maskExternalToken } from '@/domain/gateway';
import { can } from '@/domain/permissions';
import { defineResource, API_PREFIX } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';

/**
 * External stand identifiers (part 2 §3, §7; issue 24): a stand as the organizer's system knows
 * it, written by the sync (migration 030). Read-only here, by whoever sees the stand (the stands'
 * scope): the SPA's external sign-in finds the stand of its token (`?tokenIdentifier=`). Neither
 * the token's hash nor what the sync last wrote (`synced_values`) is ever answered, and the token
 * itself only to admins: a token opens its exhibitor's session, so the stand's other people and the
 * show's staff read it masked (the SPA's sign-in needs only `stand`).
 */
export const externalStandIdentifiers = defineResource({
  path: 'external_stand_identifiers',
  type: 'ExternalStandIdentifier',
  table: 'external_stand_identifiers',
  description: 'A stand as the organizer’s system knows it: its token there (the external sign-in link’s `source`).',
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' } },
    source: { read: { sql: 't.source_id', type: 'iri', iri: `${API_PREFIX}/sources`, range: '#Source' } },
    tokenIdentifier: { description: 'The organizer’s opaque token of the stand.', read: { sql: 't.token_identifier', type: 'string' } },
    expiresAt: { description: 'Past it the sign-in link is refused; null: no expiry.', read: { sql: 't.expires_at', type: 'datetime', nullable: true } },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      tokenIdentifier: {
        strategy: 'exact',
        sql: 't.token_identifier',
        // Found by its hash's index (source_id, token_hash: a skip scan over the few sources); the
        // token itself has no index of its own (migration 045).
        where: (values) =>
          `t.token_hash = ANY(ARRAY(SELECT encode(sha256(convert_to(v, 'UTF8')), 'hex') FROM unnest(${values}) AS v)) AND t.token_identifier = ANY(${values})`,
      },
    },
    order: { id: 't.id' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'externalStandIdentifier.list', read: 'externalStandIdentifier.list' },
  scope: viaStand('t.stand_id'),
  view: (item, user) => (can(user.roles, 'externalStandIdentifier.readToken') ? item : { ...item, tokenIdentifier: maskExternalToken(item.tokenIdentifier) }),
});

export default defineResourceModule({ resources: [externalStandIdentifiers] });
