/**
 * The advertisers' directory (issue 23, part 2 §2–§9): advertisers with their 170 × 170 px logo and
 * link, and their advertisements on shows (`advertiser_shows`) with click counters. Written by
 * admins; the advertisements are read by whoever sees the show (the side menu's logos), who may
 * record a click (`PATCH {clicked: true}`: counter + 1, atomic, as the providers' placements).
 * Deleting an advertiser removes its advertisements (the SPA asks first).
 */
import { HTTP_URL_PATTERN } from '@/domain/directory';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { iri, text } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { advertiserLogoMedia } from './logoMedia';
import { mediaRefSql } from './media';
import { clickField, placementShowField, placementShowFilter, touched } from './providers';

const link = (required: boolean) =>
  text({ required, max: 500, pattern: HTTP_URL_PATTERN, patternKey: 'api.violation.httpUrl', missingKey: 'api.violation.linkMissing' });

export const advertisers = defineResource({
  path: 'advertisers',
  type: 'Advertiser',
  table: 'advertisers',
  description: 'An advertiser of the directory: name, link and a 170 × 170 px logo.',
  fields: {
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 200, missingKey: 'api.violation.nameMissing' }) },
    },
    link: { description: 'An http(s) URL.', read: { sql: 't.link', type: 'string' }, write: { column: 'link', validator: link(true) } },
    logo: {
      description: 'Write: the IRI of an advertiser_logo_media upload. Read: the logo, its URL immutable.',
      read: { sql: mediaRefSql('t.logo_id', `${API_PREFIX}/advertiser_logo_media`), type: 'object', range: '#MediaObject', nullable: true },
      write: {
        column: 'logo_id',
        validator: iri(`${API_PREFIX}/advertiser_logo_media`, { required: true, missingKey: 'api.violation.logoMissing' }),
        references: { resource: () => advertiserLogoMedia, key: 'api.violation.logoNotFound' },
      },
    },
    counter: {
      description: 'Clicks on its advertisements, every show together.',
      read: { sql: '(SELECT coalesce(sum(a.counter), 0)::int FROM advertiser_shows a WHERE a.advertiser_id = t.id)', type: 'integer' },
    },
    nbShows: { description: 'How many shows carry it.', read: { sql: '(SELECT count(*)::int FROM advertiser_shows a WHERE a.advertiser_id = t.id)', type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: {
      search: { strategy: 'partial', sql: "t.name || ' ' || t.link" },
      name: { strategy: 'partial', sql: 't.name' },
    },
    order: { id: 't.id', name: 't.name', createdAt: 't.created_at' },
  },
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'advertiser.list', read: 'advertiser.list', create: 'advertiser.add', update: 'advertiser.edit', delete: 'advertiser.delete' },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export const advertiserShows = defineResource({
  path: 'advertiser_shows',
  type: 'AdvertiserShow',
  table: 'advertiser_shows',
  description: 'An advertisement on a show: its advertiser, wording, link and click counter.',
  fields: {
    show: placementShowField,
    advertiser: {
      description: 'Write: the advertiser IRI. Read: what the side menu shows of it.',
      read: {
        sql: `(SELECT json_build_object('@id', '${API_PREFIX}/advertisers/' || a.id, 'id', a.id, 'name', a.name, 'link', a.link,
                 'logoUrl', (SELECT '${API_PREFIX}/media/' || m.id || '/' || m.storage_name FROM media m WHERE m.id = a.logo_id AND m.enabled))
               FROM advertisers a WHERE a.id = t.advertiser_id)`,
        type: 'object',
        range: '#Advertiser',
      },
      write: {
        column: 'advertiser_id',
        validator: iri(`${API_PREFIX}/advertisers`, { required: true, missingKey: 'api.violation.advertiserMissing' }),
        references: { resource: () => advertisers, key: 'api.violation.advertiserNotFound' },
      },
    },
    wording: { read: { sql: 't.wording', type: 'string', nullable: true }, write: { column: 'wording', validator: text({ max: 500, multiline: true }) } },
    link: {
      description: 'An http(s) URL; the advertiser’s own when empty.',
      read: { sql: 'coalesce(t.link, (SELECT a.link FROM advertisers a WHERE a.id = t.advertiser_id))', type: 'string', nullable: true },
      write: { column: 'link', validator: link(false) },
    },
    counter: { description: 'Clicks on this advertisement.', read: { sql: 't.counter', type: 'integer' } },
    clicked: clickField,
  },
  filters: {
    search: placementShowFilter,
    order: { id: 't.id', counter: 't.counter' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 100,
  operations: { list: 'authenticated', read: 'authenticated', create: 'advertiserShow.edit', update: 'advertiserShow.edit', delete: 'advertiserShow.edit' },
  scope: viaShow('t.show_id'),
  onUpdate: touched,
});

export default defineResourceModule({ resources: [advertisers, advertiserShows] });
