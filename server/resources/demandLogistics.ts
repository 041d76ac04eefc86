/**
 * The item of a logistics request and its files (issue 21, part 2 §3, §7; docs/api.md
 * "Requests"): `/backend/demand_logistics` (created with its request, edited while it is in
 * progress) and `/backend/demand_logistic_media` (the plan, required, and a photo or document:
 * uploaded first and named by the request's POST, or uploaded onto an item to replace its file of
 * that type). The CSV exports the logistics requests with their item.
 */
import { DEMAND_STATUSES, DEMAND_MEANS, LOGISTIC_MEDIA_TYPES, LOGISTIC_NATURES, LOGISTIC_TYPES } from '@/domain/demands';
import { singleValueOf } from '../hydra/csvExport';
import { API_PREFIX, defineResource } from '../hydra/resource';
import type { Scope } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';
import { linkLogisticUpload, logisticMediaDelete, logisticUpdate } from '../services/demandWrites';
import { registerMediaDownload, uploadProcessor } from '../services/uploads';
import { storageOf } from '../services/storage';
import { demandCsvColumns, demandNumberSql, ofVisibleDemand, requesterNameSql } from './demands';

const LOGISTICS_IRI = `${API_PREFIX}/demand_logistics`;
const MEDIA_IRI = `${API_PREFIX}/demand_logistic_media`;
const demandSql = (column: string) => `(SELECT ${column.includes('(') ? column : `d.${column}`} FROM demands d WHERE d.id = t.demand_id)`;
const standSql = (column: string) => `(SELECT s.${column} FROM demands d JOIN stands s ON s.id = d.stand_id WHERE d.id = t.demand_id)`;
/** The items of the requests the caller may see. */
const logisticScope = ofVisibleDemand('t.demand_id');
const CSV = demandCsvColumns('d', LOGISTIC_TYPES);

const mediaSql = (type: string) => `(SELECT json_build_object('@id', '${MEDIA_IRI}/' || dm.id, 'id', dm.id, 'type', dm.type,
    'mediaFileName', m.media_file_name, 'objectUrl', '${MEDIA_IRI}/' || dm.id || '/file')
  FROM demand_logistic_media dm JOIN media m ON m.id = dm.media_id WHERE dm.demand_logistic_id = t.id AND dm.type = '${type}')`;

export const demandLogistics = defineResource({
  path: 'demand_logistics',
  type: 'DemandLogistic',
  table: 'demand_logistics',
  description: 'The item of a logistics request: what is delivered, its size and weight, the means, the pickup.',
  fields: {
    demand: { read: { sql: 't.demand_id', type: 'iri', iri: `${API_PREFIX}/demands`, range: '#Demand' } },
    nature: { description: `One of ${LOGISTIC_NATURES.join(', ')}.`, read: { sql: 't.nature', type: 'string' }, input: { required: true } },
    height: { description: 'Metres.', read: { sql: 't.height', type: 'number' }, input: { required: true } },
    length: { description: 'Metres.', read: { sql: 't.length', type: 'number' }, input: { required: true } },
    width: { description: 'Metres.', read: { sql: 't.width', type: 'number' }, input: { required: true } },
    weight: { description: "'<number> <unit>', unit kg or tonne.", read: { sql: 't.weight', type: 'string' }, input: { required: true } },
    means: { description: `At least one of ${DEMAND_MEANS.join(', ')}.`, read: { sql: 'to_json(t.means)', type: 'array' }, input: { required: true } },
    pickupDatetime: {
      description: "Sent as 'YYYY-MM-DD HH:mm' in Paris time; the validated one once validated.",
      read: { sql: 't.pickup_datetime', type: 'datetime' },
      input: { required: true },
    },
    // Of its request, for the export and the logistics list (read-only).
    demandType: { description: 'Its request\'s type reference.', read: { sql: demandSql('demand_type'), type: 'string' } },
    demandStatus: { description: 'Its request\'s status reference.', read: { sql: demandSql('status'), type: 'string' } },
    askedDatetime: { description: 'Its request\'s delivery date-time.', read: { sql: demandSql('asked_datetime'), type: 'datetime' } },
    company: { read: { sql: demandSql('company'), type: 'string' } },
    fullName: { read: { sql: demandSql(requesterNameSql('d')), type: 'string' } },
    phone: { read: { sql: demandSql('phone'), type: 'string' } },
    email: { read: { sql: demandSql('email'), type: 'string' } },
    standName: { read: { sql: standSql('name'), type: 'string' } },
    hall: { read: { sql: standSql('hall'), type: 'string' } },
    aisle: { read: { sql: standSql('aisle'), type: 'string' } },
    standNumber: { read: { sql: standSql('number'), type: 'string' } },
    plan: { description: 'The plan: {@id, id, type, mediaFileName, objectUrl}.', read: { sql: mediaSql('plan'), type: 'object', nullable: true } },
    document: { description: 'The photo or document, or null.', read: { sql: mediaSql('document'), type: 'object', nullable: true } },
  },
  filters: {
    search: {
      demand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/demands`, sql: 't.demand_id' },
      'demand.stand.show': { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/shows`, sql: demandSql('show_id'), where: (p) => `t.demand_id IN (SELECT d.id FROM demands d WHERE d.show_id = ANY(${p}))` },
      'demand.demandStatus.reference': { strategy: 'exact', choices: DEMAND_STATUSES, sql: demandSql('status'), where: (p) => `t.demand_id IN (SELECT d.id FROM demands d WHERE d.status = ANY(${p}))` },
      'demand.demandType.reference': { strategy: 'exact', choices: LOGISTIC_TYPES, sql: demandSql('demand_type'), where: (p) => `t.demand_id IN (SELECT d.id FROM demands d WHERE d.demand_type = ANY(${p}))` },
    },
    order: { id: 't.id' },
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 30,
  operations: { list: 'demand.view', read: 'demand.view', update: 'demand.edit' },
  processors: { update: logisticUpdate },
  scope: logisticScope,
  export: {
    permission: 'demand.export',
    join: 'JOIN demands d ON d.id = t.demand_id JOIN stands s ON s.id = d.stand_id',
    columns: {
      demand: { sql: demandNumberSql('d'), kind: 'text' },
      ...CSV.stand,
      demandType: CSV.type,
      demandStatus: CSV.status,
      askedDatetime: CSV.askedDatetime,
      pickupDatetime: { sql: 't.pickup_datetime', kind: 'datetime' },
      nature: { sql: 't.nature', kind: 'choice', choices: LOGISTIC_NATURES, labels: 'api.csv.logisticNature' },
      height: { sql: 't.height::text', kind: 'decimal' },
      length: { sql: 't.length::text', kind: 'decimal' },
      width: { sql: 't.width::text', kind: 'decimal' },
      weight: { sql: 't.weight', kind: 'text' },
      means: { sql: `array_to_string(t.means, ', ')`, kind: 'text' },
      ...CSV.requester,
    },
    labelPrefix: 'api.csv.demandLogistic',
    fileName: (pairs, stamp) => `${singleValueOf(pairs, 'demand.stand.show')}_logistique_${stamp}`,
  },
});

/** The uploader's own unlinked files, and the files of the items the caller may see. */
const mediaScope: Scope = (user, params) => {
  const scope = logisticScope(user, params);
  if (scope === null) return null;
  const uid = params.add(user.id);
  return `((t.demand_logistic_id IS NULL AND t.media_id IN (SELECT m.id FROM media m WHERE m.created_by_id = ${uid}))
    OR t.demand_logistic_id IN (SELECT t.id FROM demand_logistics t WHERE ${scope}))`;
};

const fileSql = (column: string) => `(SELECT m.${column} FROM media m WHERE m.id = t.media_id)`;

export const demandLogisticMedia = defineResource({
  path: 'demand_logistic_media',
  type: 'DemandLogisticMedia',
  table: 'demand_logistic_media',
  description: 'The plan or the photo or document of a logistics item: multipart (type, demandLogistic?, then file).',
  fields: {
    demandLogistic: {
      description: 'The item (IRI or id) whose file of that type this replaces; absent: an upload to name in a request\'s POST.',
      read: { sql: 't.demand_logistic_id', type: 'iri', iri: LOGISTICS_IRI, range: '#DemandLogistic', nullable: true },
      input: {},
    },
    type: { description: `One of ${LOGISTIC_MEDIA_TYPES.join(', ')}.`, read: { sql: 't.type', type: 'string' }, input: { required: true } },
    mediaFileName: { read: { sql: fileSql('media_file_name'), type: 'string' } },
    objectUrl: { read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    mimeType: { read: { sql: fileSql('mime_type'), type: 'string' } },
    size: { read: { sql: fileSql('size'), type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    file: { description: 'POST: the file (PDF, PNG, JPEG or WEBP, at most 20 MB).', input: { required: true, range: '#File' } },
  },
  filters: {
    search: {
      demandLogistic: { strategy: 'exact', type: 'integer', iri: LOGISTICS_IRI, sql: 't.demand_logistic_id' },
      'demandLogistic.demand': {
        strategy: 'exact',
        type: 'integer',
        iri: `${API_PREFIX}/demands`,
        sql: 't.demand_logistic_id',
        where: (p) => `t.demand_logistic_id IN (SELECT l.id FROM demand_logistics l WHERE l.demand_id = ANY(${p}))`,
      },
    },
    order: { id: 't.id' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'demand.view', read: 'demand.view', create: 'demand.add', delete: 'demand.edit' },
  processors: { create: uploadProcessor('demandLogistic', (db, upload, user) => linkLogisticUpload(db, upload, user)), delete: logisticMediaDelete },
  scope: mediaScope,
});

export default defineResourceModule({
  resources: [demandLogistics, demandLogisticMedia],
  routes: (api, { pool, config }) => registerMediaDownload(api, pool, storageOf(config), demandLogisticMedia),
});
