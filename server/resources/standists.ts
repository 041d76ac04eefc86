import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { standistScope } from '../hydra/scopes';

const str = (column: string, nullable = false) => ({ sql: `t.${column}`, type: 'string' as const, nullable });

/**
 * The standist picker (part 1 §5 "searching for an existing user", part 2 §5 "standist picker",
 * the spec's /backend/standist_by_standists): accounts of role ROLE_STANDIST, read-only, for
 * whoever may add a contact. Whose accounts a caller finds: admin and support every standist;
 * an organizer the standists already on a stand of their shows (an organizer does not browse
 * other organizers' exhibitors: docs/decisions.md "Standist picker"); anyone else none
 * (standistScope, server/hydra/scopes.ts, which the contact and stand writes share).
 */
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
