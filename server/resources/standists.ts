import { roleGroups } from '@/domain/roles';
import { defineResourceModule } from '../hydra/module';
import { API_PREFIX, defineResource } from '../hydra/resource';
import type { Scope } from '../hydra/scopes';

/**
 * The standist picker (part 1 §5 "searching for an existing user", part 2 §5 "standist picker",
 * the spec's /backend/standist_by_standists): accounts of role ROLE_STANDIST, read-only, for
 * whoever may add a contact. Whose accounts a caller finds: admin and support every standist;
 * an organizer the standists already on a stand of their shows (an organizer does not browse
 * other organizers' exhibitors: docs/decisions.md "Standist picker"); anyone else none.
 */
const STANDIST_ROLE = `(SELECT r.id FROM roles r WHERE r.reference = 'ROLE_STANDIST')`;

const standistScope: Scope = (user, params) => {
  const groups = roleGroups(user.roles);
  const standists = `t.role_id = ${STANDIST_ROLE}`;
  if (groups.has('admin') || groups.has('support')) return standists;
  if (!groups.has('organizer')) return 'false';
  const uid = params.add(user.id);
  return `(${standists} AND t.id IN (SELECT usr.user_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id
                                     JOIN user_shows us ON us.show_id = s.show_id WHERE us.user_id = ${uid}))`;
};

const str = (column: string, nullable = false) => ({ sql: `t.${column}`, type: 'string' as const, nullable });

export const standists = defineResource({
  path: 'standists',
  type: 'Standist',
  table: 'users',
  description: 'A standist account, as the contact and exhibitor pickers list them.',
  fields: {
    user: { description: 'The account, as user_stand_roles and new stands name it.', read: { sql: 't.id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User' } },
    firstName: { read: str('first_name') },
    lastName: { read: str('last_name') },
    fullName: { read: { sql: `btrim(concat_ws(' ', t.first_name, t.last_name))`, type: 'string' } },
    company: { read: str('company', true) },
    email: { read: str('email') },
    phone: { read: str('phone', true) },
    languagePreference: { read: str('language_preference', true) },
  },
  filters: {
    search: { id: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/standists`, sql: 't.id' } },
    text: {
      sql: `app_fold(concat_ws(' ', t.first_name, t.last_name, t.company, t.email))`,
      description: 'Every word must occur in the first or last name, the company or the e-mail.',
    },
    order: { lastName: 't.last_name', firstName: 't.first_name', company: 't.company', email: 't.email' },
  },
  defaultOrder: [['lastName', 'asc'], ['firstName', 'asc']],
  itemsPerPage: 20,
  operations: { list: 'userStandRole.add', read: 'userStandRole.add' },
  scope: standistScope,
});

export default defineResourceModule({ resources: [standists] });
