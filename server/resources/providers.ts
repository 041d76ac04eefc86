/**
 * The providers' directory (issue 23, part 2 §2–§9): providers with their logo and contacts, the
 * provider categories, and the placements of providers on shows (`provider_shows`) with their
 * click counters. The directory and the placements are written by admins; the placements (with
 * what the providers modal shows of each provider) are read by whoever sees the show, who may also
 * record a click: `PATCH /backend/provider_shows/{id} {clicked: true}` adds exactly one to its
 * counter, atomically (migration 029's trigger), whatever the concurrency.
 */
import { HTTP_URL_PATTERN } from '@/domain/directory';
import { ApiError } from '../hydra/errors';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { boolean, iri, text } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { EMAIL_PATTERN } from '../services/standistAccounts';
import { mediaRefSql } from './media';
import { providerLogoMedia } from './logoMedia';
import { shows } from './shows';

const link = (required: boolean, missingKey?: string) =>
  text({ required, max: 500, pattern: HTTP_URL_PATTERN, patternKey: 'api.violation.httpUrl', missingKey });
const email = (required: boolean) =>
  text({ required, max: 180, pattern: EMAIL_PATTERN, patternKey: 'api.violation.email', missingKey: 'api.violation.emailMissing' });
const logoRef = (column: string) => ({
  sql: mediaRefSql(column, `${API_PREFIX}/provider_logo_media`),
  type: 'object' as const,
  range: '#MediaObject',
  nullable: true,
  compactJson: true,
});
/** Only a click's own field: `updated_at` says when the placement was last edited, not clicked. */
export const touched = (written: string[]): Record<string, string> => (written.every((name) => name === 'clicked') ? {} : { updated_at: 'now()' });

export const providerShowCategories = defineResource({
  path: 'provider_show_categories',
  type: 'ProviderShowCategory',
  table: 'provider_show_categories',
  description: 'A category of providers on a show (the providers box and modal group by it). Managed by admins.',
  fields: {
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 100, missingKey: 'api.violation.nameMissing' }) },
    },
  },
  filters: { search: { name: { strategy: 'partial', sql: 't.name' } }, order: { id: 't.id', name: 't.name' } },
  defaultOrder: [['name', 'asc']],
  operations: { list: 'authenticated', read: 'authenticated', create: 'providerCategory.edit', update: 'providerCategory.edit', delete: 'providerCategory.edit' },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export const providers = defineResource({
  path: 'providers',
  type: 'Provider',
  table: 'providers',
  description: 'A provider of the directory: name, e-mail, link and a 75 × 75 px logo.',
  fields: {
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 200, missingKey: 'api.violation.nameMissing' }) },
    },
    email: { read: { sql: 't.email', type: 'string' }, write: { column: 'email', validator: email(true) } },
    link: { description: 'An http(s) URL.', read: { sql: 't.link', type: 'string', nullable: true }, write: { column: 'link', validator: link(false) } },
    logo: {
      description: 'Write: the IRI of a provider_logo_media upload. Read: the logo, its URL immutable.',
      read: logoRef('t.logo_id'),
      write: {
        column: 'logo_id',
        validator: iri(`${API_PREFIX}/provider_logo_media`, { required: true, missingKey: 'api.violation.logoMissing' }),
        references: { resource: () => providerLogoMedia, key: 'api.violation.logoNotFound' },
      },
    },
    nbShows: { description: 'How many shows place it.', read: { sql: '(SELECT count(*)::int FROM provider_shows ps WHERE ps.provider_id = t.id)', type: 'integer' } },
    counter: {
      description: 'Clicks on its links, every show together.',
      read: { sql: '(SELECT coalesce(sum(ps.counter), 0)::int FROM provider_shows ps WHERE ps.provider_id = t.id)', type: 'integer' },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: {
      search: { strategy: 'partial', sql: "t.name || ' ' || t.email" },
      name: { strategy: 'partial', sql: 't.name' },
    },
    order: { id: 't.id', name: 't.name', email: 't.email', createdAt: 't.created_at' },
  },
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 30,
  // The providers modal lists every provider (600 in the bench): PostgreSQL writes each one's JSON.
  membersInSql: true,
  operations: { list: 'provider.list', read: 'provider.list', create: 'provider.add', update: 'provider.edit', delete: 'provider.delete' },
  processors: {
    delete: {
      // A provider still placed on a show stays (part 2 §8's own message, not the generic 409).
      async run({ id, transaction }) {
        await transaction(async (db) => {
          await db.query('SELECT 1 FROM providers WHERE id = $1 FOR UPDATE', [id]);
          const placed = await db.query('SELECT 1 FROM provider_shows WHERE provider_id = $1 LIMIT 1', [id]);
          if (placed.rowCount) throw new ApiError(409, 'api.provider.stillPlaced');
          await db.query('DELETE FROM providers WHERE id = $1', [id]);
        });
        return { status: 204 };
      },
    },
  },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export const providerContacts = defineResource({
  path: 'contacts',
  type: 'ProviderContact',
  table: 'provider_contacts',
  description: 'A contact of a provider (shown in the providers modal).',
  fields: {
    lastname: { read: { sql: 't.lastname', type: 'string' }, write: { column: 'lastname', validator: text({ required: true, max: 100, missingKey: 'api.violation.contactLastnameMissing' }) } },
    firstname: { read: { sql: 't.firstname', type: 'string' }, write: { column: 'firstname', validator: text({ required: true, max: 100, missingKey: 'api.violation.contactFirstnameMissing' }) } },
    phone: { read: { sql: 't.phone', type: 'string' }, write: { column: 'phone', validator: text({ required: true, max: 40, missingKey: 'api.violation.contactPhoneMissing' }) } },
    company: { read: { sql: 't.company', type: 'string' }, write: { column: 'company', validator: text({ required: true, max: 200, missingKey: 'api.violation.contactCompanyMissing' }) } },
    provider: {
      read: { sql: 't.provider_id', type: 'iri', iri: `${API_PREFIX}/providers`, range: '#Provider' },
      write: {
        column: 'provider_id',
        validator: iri(`${API_PREFIX}/providers`, { required: true, missingKey: 'api.violation.providerMissing' }),
        createOnly: true,
        references: { resource: () => providers, key: 'api.violation.providerNotFound' },
      },
    },
  },
  filters: {
    search: { provider: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/providers`, sql: 't.provider_id' } },
    order: { id: 't.id', lastname: 't.lastname' },
  },
  defaultOrder: [['lastname', 'asc'], ['id', 'asc']],
  itemsPerPage: 50,
  operations: { list: 'provider.list', read: 'provider.list', create: 'providerContact.edit', update: 'providerContact.edit', delete: 'providerContact.edit' },
  onUpdate: () => ({ updated_at: 'now()' }),
});

/** What the providers modal shows of a placed provider: name, e-mail, link, logo URL, contacts. */
const PLACED_PROVIDER_SQL = `(SELECT json_build_object(
    '@id', '${API_PREFIX}/providers/' || p.id, 'id', p.id, 'name', p.name, 'email', p.email, 'link', p.link,
    'logoUrl', (SELECT '${API_PREFIX}/media/' || m.id || '/' || m.storage_name FROM media m WHERE m.id = p.logo_id AND m.enabled),
    'contacts', coalesce((SELECT json_agg(json_build_object('id', c.id, 'lastname', c.lastname, 'firstname', c.firstname, 'phone', c.phone, 'company', c.company) ORDER BY c.lastname, c.id)
                            FROM provider_contacts c WHERE c.provider_id = p.id), '[]'::json))
  FROM providers p WHERE p.id = t.provider_id)`;

/** `PATCH {clicked: true}`: the one value a click sends. */
export const clickField = {
  description: 'Write-only: true records one click on the link (counter + 1, atomic). Whoever sees the show.',
  write: { column: 'clicked', validator: boolean({ required: false, only: true }), permission: 'placement.click' as const, patchOnly: true },
};

/** The show of a placement (a provider's or an advertisement): set on creation, never moved. */
export const placementShowField = {
  read: { sql: 't.show_id', type: 'iri' as const, iri: `${API_PREFIX}/shows`, range: '#Show' },
  write: {
    column: 'show_id',
    validator: iri(`${API_PREFIX}/shows`, { required: true, missingKey: 'api.violation.showMissing' }),
    createOnly: true,
    references: { resource: () => shows, key: 'api.violation.showNotFound' },
  },
};

/** A placement's show filter (`?show=3` or its IRI). */
export const placementShowFilter = { show: { strategy: 'exact' as const, type: 'integer' as const, iri: `${API_PREFIX}/shows`, sql: 't.show_id' } };

export const providerShows = defineResource({
  path: 'provider_shows',
  type: 'ProviderShow',
  table: 'provider_shows',
  description: 'A provider placed on a show, in a category, with its own link and wording and its click counter.',
  fields: {
    show: placementShowField,
    provider: {
      description: 'Write: the provider IRI. Read: what the providers modal shows of it.',
      read: { sql: PLACED_PROVIDER_SQL, type: 'object', range: '#Provider' },
      write: {
        column: 'provider_id',
        validator: iri(`${API_PREFIX}/providers`, { required: true, missingKey: 'api.violation.providerMissing' }),
        references: { resource: () => providers, key: 'api.violation.providerNotFound' },
      },
    },
    providerShowCategory: {
      read: {
        sql: `(SELECT json_build_object('@id', '${API_PREFIX}/provider_show_categories/' || c.id, 'id', c.id, 'name', c.name) FROM provider_show_categories c WHERE c.id = t.category_id)`,
        type: 'object',
        range: '#ProviderShowCategory',
      },
      write: {
        column: 'category_id',
        validator: iri(`${API_PREFIX}/provider_show_categories`, { required: true, missingKey: 'api.violation.categoryMissing' }),
        references: { resource: () => providerShowCategories, key: 'api.violation.categoryNotFound' },
      },
    },
    link: { description: 'An http(s) URL; the provider’s own when empty.', read: { sql: 't.link', type: 'string', nullable: true }, write: { column: 'link', validator: link(false) } },
    wording: { read: { sql: 't.wording', type: 'string', nullable: true }, write: { column: 'wording', validator: text({ max: 500, multiline: true }) } },
    email: { read: { sql: 't.email', type: 'string', nullable: true }, write: { column: 'email', validator: email(false) } },
    counter: { description: 'Clicks on this placement’s link.', read: { sql: 't.counter', type: 'integer' } },
    clicked: clickField,
  },
  filters: {
    search: placementShowFilter,
    order: { id: 't.id', counter: 't.counter' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 100,
  operations: { list: 'authenticated', read: 'authenticated', create: 'providerShow.edit', update: 'providerShow.edit', delete: 'providerShow.edit' },
  scope: viaShow('t.show_id'),
  onUpdate: touched,
});

export default defineResourceModule({ resources: [providerShowCategories, providers, providerContacts, providerShows] });
