import { ALL_STANDIST_ROLES } from '@/domain/roles';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { accessMailAction, contactProcessors } from '../services/contactWrites';

/**
 * Stand contacts (part 2 §2 "Stand contacts", §3 "User-stand-role link", §7): who is the
 * exhibitor, decorator or agency of a stand, with the stand's own overrides of the person's
 * company, names and phone. Read by whoever may see the stand (the dashboard's contacts panel);
 * POST and PATCH are processors (server/services/contactWrites.ts: they may create the
 * person's account or change its e-mail and password), with the `access_mail` action; DELETE is the generic one. The stand's
 * search text and people columns follow through the user_stand_roles trigger (migrations 001, 003).
 */
const eff = (column: string) => `coalesce(t.${column}, u.${column})`;
const fromUser = (sql: string) => `(SELECT ${sql} FROM users u WHERE u.id = t.user_id)`;

export const userStandRoles = defineResource({
  path: 'user_stand_roles',
  type: 'UserStandRole',
  table: 'user_stand_roles',
  description: 'A contact of a stand: a standist account in one stand role, with per-stand overrides.',
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' } },
    user: { read: { sql: 't.user_id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User' } },
    standistRole: { description: `One of ${ALL_STANDIST_ROLES.join(', ')}.`, read: { sql: 't.standist_role', type: 'string' } },
    company: { description: 'The stand\'s override, else the person\'s own.', read: { sql: fromUser(eff('company')), type: 'string', nullable: true } },
    firstName: { read: { sql: fromUser(eff('first_name')), type: 'string' } },
    lastName: { read: { sql: fromUser(eff('last_name')), type: 'string' } },
    phone: { read: { sql: fromUser(eff('phone')), type: 'string', nullable: true } },
    fullName: { read: { sql: fromUser(`btrim(concat_ws(' ', ${eff('first_name')}, ${eff('last_name')}))`), type: 'string' } },
    email: { description: 'The person\'s account e-mail.', read: { sql: fromUser('u.email'), type: 'string' } },
    languagePreference: { read: { sql: fromUser('u.language_preference'), type: 'string', nullable: true } },
    overridden: {
      description: 'The fields this stand overrides (company, firstName, lastName, phone).',
      read: {
        sql: `array_remove(ARRAY[CASE WHEN t.company IS NOT NULL THEN 'company' END, CASE WHEN t.first_name IS NOT NULL THEN 'firstName' END,
                                 CASE WHEN t.last_name IS NOT NULL THEN 'lastName' END, CASE WHEN t.phone IS NOT NULL THEN 'phone' END], NULL)`,
        type: 'array',
      },
    },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      standistRole: { strategy: 'exact', choices: ALL_STANDIST_ROLES, sql: 't.standist_role' },
    },
    order: { id: 't.id', standistRole: 't.standist_role' },
  },
  defaultOrder: [['standistRole', 'asc'], ['id', 'asc']],
  itemsPerPage: 50,
  operations: {
    list: 'stand.list',
    read: 'stand.view',
    create: 'userStandRole.add',
    update: 'userStandRole.edit',
    delete: 'userStandRole.delete',
  },
  processors: contactProcessors,
  actions: { access_mail: accessMailAction },
  scope: viaStand('t.stand_id'),
});

export default defineResourceModule({ resources: [userStandRoles] });
