import { DEMAND_STATUSES } from '@/domain/demands';
import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';

/**
 * Request statuses (part 2 §3–§4): reference data of migration 025, the statuses of
 * src/domain/demandWorkflow.ts with their French and English labels. Read by any logged-in user.
 */
export const demandStatuses = defineResource({
  path: 'demand_statuses',
  type: 'DemandStatus',
  table: 'demand_statuses',
  description: 'A request status (in_progress, validated, refused), with its French and English labels.',
  fields: {
    reference: { description: `One of ${DEMAND_STATUSES.join(', ')}.`, read: { sql: 't.reference', type: 'string' } },
    label: { description: 'The French label.', read: { sql: 't.label', type: 'string' } },
    labelEn: { description: 'The English label.', read: { sql: 't.label_en', type: 'string' } },
    position: { read: { sql: 't.position', type: 'integer' } },
  },
  filters: {
    search: { reference: { strategy: 'exact', type: 'string', choices: DEMAND_STATUSES, sql: 't.reference' } },
    order: { position: 't.position', id: 't.id' },
  },
  defaultOrder: [['position', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'authenticated', read: 'authenticated' },
});

export default defineResourceModule({ resources: [demandStatuses] });
