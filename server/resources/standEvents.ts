import { hiddenStandEventKinds, STAND_EVENT_KINDS } from '@/domain/standEvents';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';

const standScope = viaStand('t.stand_id');

/**
 * Whoever may see the stand, minus the kinds their roles do not see
 * (src/domain/standEvents.ts: the staff's triage events are not shown to the others).
 */
const scope: Scope = (user, params) => {
  const parts: string[] = [];
  const stand = standScope(user, params);
  if (stand) parts.push(`(${stand})`);
  const hidden = hiddenStandEventKinds(user.roles);
  if (hidden.length) parts.push(`t.kind <> ALL(${params.add(hidden)}::text[])`);
  return parts.length ? parts.join(' AND ') : null;
};

/**
 * The stand timeline (issue 9, item 7): read-only, written by the triggers of migration 009 in
 * the transaction of each change (status, message, findings, layouts, edits, triage flags).
 */
export const standEvents = defineResource({
  path: 'stand_events',
  type: 'StandEvent',
  table: 'stand_events',
  description: 'An event of a stand (its timeline), recorded by the database with the change itself.',
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' } },
    kind: { description: `One of ${STAND_EVENT_KINDS.join(', ')}.`, read: { sql: 't.kind', type: 'string' } },
    actor: {
      description: 'Who made the change ({id, fullName}); null when unknown or the account is gone.',
      read: {
        sql: `(SELECT json_build_object('id', u.id, 'fullName', btrim(u.first_name || ' ' || u.last_name)) FROM users u WHERE u.id = t.actor_id)`,
        type: 'object',
        nullable: true,
      },
    },
    at: { read: { sql: 't.at', type: 'datetime' } },
    details: {
      description:
        'Per kind: status {from, to}; message {messageId, newStandStatus}; reportOpened / reportClosed {reportId, name}; ' +
        'layoutAdded / layoutChanged / layoutRemoved {layoutId, layoutType, description}; edited {fields}; seen, unseen, treated, untreated {}.',
      read: { sql: 't.details', type: 'object' },
    },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      kind: { strategy: 'exact', choices: STAND_EVENT_KINDS, sql: 't.kind' },
    },
    order: { at: 't.at', id: 't.id' },
  },
  defaultOrder: [
    ['at', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: 50,
  operations: { list: 'stand.view', read: 'stand.view' },
  scope,
});

export default defineResourceModule({ resources: [standEvents] });
