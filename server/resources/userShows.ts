import { API_PREFIX, defineResource } from '../hydra/resource';
import { iri } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { shows } from './shows';
import { users } from './userAccounts';

/**
 * User-show links (part 2 §3, §7): the shows an organizer, security officer, SPS coordinator or
 * exhibition-center service works on (their scope of shows and stands, server/hydra/scopes.ts).
 * Read by admins (the administrators screen), written by whoever manages administrators.
 */
export const userShows = defineResource({
  path: 'user_shows',
  type: 'UserShow',
  table: 'user_shows',
  description: 'A user linked to a show.',
  fields: {
    user: {
      read: { sql: 't.user_id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User' },
      write: {
        column: 'user_id',
        validator: iri(`${API_PREFIX}/users`, { required: true }),
        references: { resource: () => users, key: 'api.violation.userNotFound' },
      },
    },
    show: {
      read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' },
      write: {
        column: 'show_id',
        validator: iri(`${API_PREFIX}/shows`, { required: true }),
        references: { resource: () => shows, key: 'api.violation.showNotFound' },
      },
    },
  },
  filters: {
    search: {
      user: { strategy: 'exact', sql: 't.user_id', type: 'integer', iri: `${API_PREFIX}/users` },
      show: { strategy: 'exact', sql: 't.show_id', type: 'integer', iri: `${API_PREFIX}/shows` },
    },
    order: { id: 't.id' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: {
    list: 'user.list',
    read: 'user.list',
    create: 'administrator.edit',
    update: 'administrator.edit',
    delete: 'administrator.edit',
  },
});

export default defineResourceModule({ resources: [userShows] });
