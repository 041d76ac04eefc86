import { SOURCE_PROTOCOLS } from '@/domain/gateway';
import { can } from '@/domain/permissions';
import { defineResource, type FilterDecls } from '../hydra/resource';
import { hasControlChars } from '../hydra/input';
import { boolean, choice, CODES, text, type Validated, type Validator } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { testConnectionAction } from '../services/gateway/connectionTestAction';
import { isSafeRemotePath } from '../services/gateway/paths';
import { createSource, deleteSource, updateSource } from '../services/gateway/sourceWrites';

/** A host name (RFC 1123 labels) or an IPv4 address: no scheme, port, path or blank. */
const HOST_PATTERN = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A port 1–65535, or null (the protocol's own). */
const port: Validator = {
  range: 'xmls:integer',
  required: false,
  check(value) {
    if (value === null || value === undefined || value === '') return { ok: true, value: null };
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 65535) {
      return { ok: false, key: 'api.violation.port', code: CODES.type };
    }
    return { ok: true, value };
  },
};

/** A folder (or, `file`, a file name) under the organizer's root: no `..`, backslash nor control character. */
function remotePath(options: { required: boolean; file?: boolean; max: number }): Validator {
  const base = text({ required: options.required, max: options.max, emptyAs: '', missingKey: options.file ? 'api.violation.entryPointMissing' : undefined });
  return {
    ...base,
    check(value) {
      const result = base.check(value);
      if (result.ok && typeof result.value === 'string' && !isSafeRemotePath(result.value, { file: options.file })) {
        return { ok: false, key: options.file ? 'api.violation.entryPointUnsafe' : 'api.violation.remotePathUnsafe', code: CODES.regex };
      }
      return result;
    },
  };
}

/**
 * The organizer system's password, taken as typed (no trimming); '' is null (removed). A control
 * character is refused: CR LF in an FTP password would be a second command.
 */
const sourcePassword: Validator = {
  range: 'xmls:string',
  required: false,
  check(value): Validated {
    if (value === null || value === undefined || value === '') return { ok: true, value: null };
    if (typeof value !== 'string') return { ok: false, key: 'api.violation.type', code: CODES.type, params: { type: 'string' } };
    if (value.length > 500) return { ok: false, key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: 500 } };
    if (hasControlChars(value)) return { ok: false, key: 'api.violation.controlChar', code: CODES.controlChar };
    return { ok: true, value };
  },
};

/** A NOT NULL flag: absent or null is false. */
const flag: Validator = {
  ...boolean(),
  check: (value) => (value === null ? { ok: true, value: false } : boolean().check(value)),
};

/** What an organizer reads of a source (the show form's select): the rest is the admins'. */
const PUBLIC_FIELDS = ['@id', '@type', 'id', 'name', 'reference'];

/** The settings list's search box (/sources) and sorts: the admins' reach every field they read. */
const ADMIN_FILTERS: FilterDecls = {
  search: { search: { strategy: 'partial', sql: "t.name || ' ' || t.reference || ' ' || t.host" } },
  order: { id: 't.id', name: 't.name', reference: 't.reference', protocol: 't.protocol', host: 't.host' },
};

/** Everyone else's: only the fields they read, so a search or a sort cannot reveal a host (review S8). */
const PUBLIC_FILTERS: FilterDecls = {
  search: { search: { strategy: 'partial', sql: "t.name || ' ' || t.reference" } },
  order: { id: 't.id', name: 't.name', reference: 't.reference' },
};

/**
 * Gateway sources (part 2 §3, issue 24): how each reaches an organizer's system. Reference rows in
 * server/db/referenceData.ts and migration 031; gl_event relabels the show's folder 'Identifiant
 * salon'. Admins manage them (the password write-only, encrypted at rest, answered as
 * `hasPassword`); whoever edits a show reads their name and reference and tests a connection.
 */
export const sources = defineResource({
  path: 'sources',
  type: 'Source',
  table: 'sources',
  description: 'Where a show’s exhibitors come from (the gateway); gl_event relabels the folder "Identifiant salon". Connection fields: admins only.',
  fields: {
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 100, missingKey: 'api.violation.nameMissing' }) },
    },
    reference: {
      description: 'Unique; the `provider` of the external sign-in link.',
      read: { sql: 't.reference', type: 'string' },
      write: { column: 'reference', validator: text({ required: true, max: 50, pattern: /^[a-z0-9_-]+$/, patternKey: 'api.violation.sourceReference' }) },
    },
    protocol: {
      read: { sql: 't.protocol', type: 'string' },
      write: { column: 'protocol', validator: choice(SOURCE_PROTOCOLS, { required: true }) },
    },
    host: {
      read: { sql: 't.host', type: 'string' },
      write: { column: 'host', validator: text({ required: true, max: 253, pattern: HOST_PATTERN, patternKey: 'api.violation.host', missingKey: 'api.violation.hostMissing' }) },
    },
    port: { description: 'Null: the protocol’s own.', read: { sql: 't.port', type: 'integer', nullable: true }, write: { column: 'port', validator: port } },
    username: { read: { sql: 't.username', type: 'string' }, write: { column: 'username', validator: text({ max: 200, emptyAs: '' }) } },
    password: {
      description: "Write only, kept encrypted: a string sets it, '' removes it, absent or null keeps it.",
      write: { column: 'password_encrypted', validator: sourcePassword },
    },
    hasPassword: { read: { sql: '(t.password_encrypted IS NOT NULL)', type: 'boolean' } },
    basePath: {
      description: 'The folder every show’s sourcePath is under.',
      read: { sql: 't.base_path', type: 'string' },
      write: { column: 'base_path', validator: remotePath({ required: false, max: 500 }) },
    },
    entryPoint: {
      description: 'The exhibitor file’s name in a show’s folder (.json or .csv).',
      read: { sql: 't.entry_point', type: 'string' },
      write: { column: 'entry_point', validator: remotePath({ required: true, file: true, max: 255 }) },
    },
    allowSelfSigned: { read: { sql: 't.allow_self_signed', type: 'boolean' }, write: { column: 'allow_self_signed', validator: flag } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: ADMIN_FILTERS,
  filtersFor: (user) => (can(user.roles, 'source.manage') ? ADMIN_FILTERS : PUBLIC_FILTERS),
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'show.edit', read: 'show.edit', create: 'source.manage', update: 'source.manage', delete: 'source.manage' },
  view: (item, user) => (can(user.roles, 'source.manage') ? item : Object.fromEntries(Object.entries(item).filter(([key]) => PUBLIC_FIELDS.includes(key)))),
  processors: { create: createSource, update: updateSource, delete: deleteSource },
  actions: { test_connection: testConnectionAction },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export default defineResourceModule({ resources: [sources] });
