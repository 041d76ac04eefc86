/**
 * The safety notice of a stand ('NOTICE SPS EXPOSANT', issue 22, part 2 §3–§5;
 * docs/api.md "Safety notice"): `/backend/stand_security_instructions`, one record per stand,
 * read by whoever sees the stand, filled by its standists or the staff of its show, corrected by
 * admin or support. Writes are the processors of server/services/standSafetyWrites.ts; each
 * record lists its attestation PDFs (server/resources/standSafetyDownloads.ts).
 */
import { SAFETY_COORDINATOR_FIELDS, SAFETY_PERSON_FIELDS, SAFETY_STANDIST_FIELDS } from '@/domain/safetyNotice';
import { LOCALES } from '../i18n';
import { API_PREFIX, defineResource, type FieldDecl } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';
import { safetyAttestationFileNameSql } from '../services/safetyAttestationPdf';
import { safetyNoticeCreate, safetyNoticeUpdate } from '../services/standSafetyWrites';

const PATH = 'stand_security_instructions';
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const flag = (column: string, description?: string): FieldDecl => ({ description, read: { sql: `t.${column}`, type: 'boolean' }, input: {} });
const textField = (field: string, description: string): FieldDecl => ({
  description,
  read: { sql: `t.${snake(field)}`, type: 'string', nullable: true },
  input: {},
});

const ATTESTATIONS_SQL = `json_build_array(${LOCALES.map(
  (locale) => `json_build_object('language', '${locale}', 'objectUrl', '${API_PREFIX}/${PATH}/' || t.id || '/attestation/${locale}',
    'mediaFileName', ${safetyAttestationFileNameSql('t.id', locale)})`,
).join(', ')})`;

export const standSecurityInstructions = defineResource({
  path: PATH,
  type: 'StandSecurityInstruction',
  table: 'stand_security_instructions',
  description: "A stand's safety notice (NOTICE SPS EXPOSANT): one per stand, on a show with the safety-instructions function.",
  fields: {
    stand: {
      description: 'The stand (IRI or id), one the caller sees, of a show with securityInstructionsFunction, without a notice yet. Set on creation; never changed.',
      read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' },
      input: { required: true },
    },
    downloadOk: flag('download_ok', "The show's safety document read: must be true ('Confirmation manquante')."),
    ...Object.fromEntries(SAFETY_PERSON_FIELDS.map((field) => [field, { ...textField(field, 'The person responsible: required.'), read: { sql: `coalesce(t.${snake(field)}, '')`, type: 'string' } }])),
    builtByOne: flag('built_by_one', 'Built by one company: exactly one of builtByOne and builtByMore is true.'),
    builtByMore: flag('built_by_more', 'Built by two companies or more.'),
    numberOfBuilders: {
      description: 'With builtByMore: required, at least 2; otherwise null.',
      read: { sql: 't.number_of_builders', type: 'integer', nullable: true },
      input: {},
    },
    withMezzanine: flag('with_mezzanine'),
    withMoreThanThreeMeterHeights: flag('with_more_than_three_meter_heights'),
    ...Object.fromEntries(SAFETY_STANDIST_FIELDS.map((field) => [field, textField(field, 'With builtByMore: required; otherwise null.')])),
    withCoordinator: flag('with_coordinator', 'Required (true or false).'),
    ...Object.fromEntries(SAFETY_COORDINATOR_FIELDS.map((field) => [field, textField(field, 'With withCoordinator: required; otherwise null.')])),
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    attestations: {
      description: 'The attestation PDFs: [{language, objectUrl, mediaFileName}] in French and English.',
      read: { sql: ATTESTATIONS_SQL, type: 'array' },
    },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      'stand.show': {
        strategy: 'exact',
        type: 'integer',
        iri: `${API_PREFIX}/shows`,
        sql: '(SELECT s.show_id FROM stands s WHERE s.id = t.stand_id)',
        where: (p) => `t.stand_id IN (SELECT s.id FROM stands s WHERE s.show_id = ANY(${p}))`,
      },
    },
    order: { id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'stand.view', read: 'stand.view', create: 'standSecurityInstruction.add', update: 'standSecurityInstruction.edit' },
  processors: { create: safetyNoticeCreate, update: safetyNoticeUpdate },
  scope: viaStand('t.stand_id'),
});

export default defineResourceModule({ resources: [standSecurityInstructions] });
