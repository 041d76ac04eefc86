import { ROLES } from '@/domain/roles';
import { defineResource } from '../hydra/resource';
import { defineResourceModule } from '../resourceModule';

/**
 * Roles (part 2 §7: 'GET roles filtered by reference'): reference data mirrored from
 * src/domain/roles.ts at start; the forms find a role's IRI by its reference.
 */
export const roles = defineResource({
  path: 'roles',
  type: 'Role',
  table: 'roles',
  description: 'A role a user holds (ROLE_ADMIN, ROLE_STANDIST…).',
  fields: {
    reference: { read: { sql: 't.reference', type: 'string' } },
  },
  filters: {
    search: { reference: { strategy: 'exact', sql: 't.reference', choices: Object.values(ROLES) } },
    order: { id: 't.id', reference: 't.reference' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'authenticated', read: 'authenticated' },
});

export default defineResourceModule({ resources: [roles] });
