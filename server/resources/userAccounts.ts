/**
 * Users (part 2 §3, §7): the administrators screen's list and its writes, and a user's edits of
 * their own account (/compte, the language switch). Reads are declarative; the writes are
 * processors (server/services/userWrites.ts): passwords hashed, per-field rights of
 * src/domain/accounts.ts, the lock-out rule, sessions ended on a new password.
 */
import { ROLES } from '@/domain/roles';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { boolean, choice, iri, plainPassword, text } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { userProcessors } from '../services/userWrites';
import { roles } from './roles';

/** The e-mail pattern of part 2 §5 (x@y.z), no blank around it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const roleReferenceSql = '(SELECT r.reference FROM roles r WHERE r.id = t.role_id)';

export const users = defineResource({
  path: 'users',
  type: 'User',
  table: 'users',
  description: 'A person who logs in: staff, organizers, standists.',
  fields: {
    email: {
      read: { sql: 't.email', type: 'string' },
      write: { column: 'email', validator: text({ required: true, max: 180, pattern: EMAIL, patternKey: 'api.violation.email' }) },
    },
    username: {
      description: 'The login identifier; the e-mail when not given on creation.',
      read: { sql: 't.username', type: 'string' },
      write: { column: 'username', validator: text({ max: 180 }) },
    },
    firstName: {
      read: { sql: 't.first_name', type: 'string' },
      write: { column: 'first_name', validator: text({ required: true, max: 100 }) },
    },
    lastName: {
      read: { sql: 't.last_name', type: 'string' },
      write: { column: 'last_name', validator: text({ required: true, max: 100 }) },
    },
    fullName: { read: { sql: "btrim(t.first_name || ' ' || t.last_name)", type: 'string' } },
    phone: {
      read: { sql: 't.phone', type: 'string', nullable: true },
      write: { column: 'phone', validator: text({ max: 40 }) },
    },
    company: {
      read: { sql: 't.company', type: 'string', nullable: true },
      write: { column: 'company', validator: text({ max: 180 }) },
    },
    role: {
      description: 'The IRI of a role (`/backend/roles/{id}`); read as {@id, reference}.',
      read: {
        sql: `json_build_object('@id', '${API_PREFIX}/roles/' || t.role_id, 'reference', ${roleReferenceSql})`,
        type: 'object',
        range: '#Role',
      },
      write: {
        column: 'role_id',
        validator: iri(`${API_PREFIX}/roles`, { required: true }),
        references: { resource: () => roles, key: 'api.violation.roleNotFound' },
      },
    },
    languagePreference: {
      read: { sql: 't.language_preference', type: 'string', nullable: true },
      write: { column: 'language_preference', validator: choice(['fr', 'en']) },
    },
    enabled: {
      read: { sql: 't.enabled', type: 'boolean' },
      write: { column: 'enabled', validator: boolean() },
    },
    tester: {
      description: 'May record user flows in any build (issue 10); set by the full admin only.',
      read: { sql: 't.tester', type: 'boolean' },
      write: { column: 'tester', validator: boolean() },
    },
    plainPassword: {
      description: 'A new password (write only); a random one is set on creation when none is given.',
      write: { column: 'password_hash', validator: plainPassword },
    },
    plainPasswordConfirmation: {
      description: 'Must equal plainPassword (write only).',
      write: { column: 'password_hash', validator: plainPassword },
    },
    shows: {
      description: 'IRIs of the shows the user is linked to (user-show links).',
      read: {
        sql: `ARRAY(SELECT '${API_PREFIX}/shows/' || us.show_id FROM user_shows us WHERE us.user_id = t.id ORDER BY us.show_id)`,
        type: 'array',
      },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    search: {
      'role.reference': {
        strategy: 'exact',
        sql: roleReferenceSql,
        choices: Object.values(ROLES),
        where: (values) => `t.role_id IN (SELECT r.id FROM roles r WHERE r.reference = ANY(${values}))`,
      },
    },
    text: {
      // Stored by migration 044 (user_search_text of these columns), scanned: no index.
      sql: 't.search_text',
      description: 'Words of the e-mail, identifier, names and company.',
    },
    boolean: { enabled: 't.enabled', tester: 't.tester' },
    order: {
      id: 't.id',
      lastName: 't.last_name',
      firstName: 't.first_name',
      email: 'lower(t.email)',
      role: roleReferenceSql,
      createdAt: 't.created_at',
    },
  },
  defaultOrder: [
    ['lastName', 'asc'],
    ['firstName', 'asc'],
  ],
  itemsPerPage: 10,
  operations: {
    list: 'user.list',
    read: 'user.list',
    create: 'administrator.add',
    // Anyone on their own account (language, password, e-mail with account.editEmail), the full
    // admin on any: the fields each caller may write are src/domain/accounts.ts writableUserFields.
    update: 'authenticated',
    delete: 'administrator.delete',
  },
  processors: userProcessors,
});

export default defineResourceModule({ resources: [users] });
