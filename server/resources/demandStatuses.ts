import { DEMAND_STATUSES } from '@/domain/demands';
import { defineReferenceResource } from '../hydra/referenceResource';
import { defineResourceModule } from '../resourceModule';

/**
 * Request statuses (part 2 §3–§4): reference data of migration 025, the statuses of
 * src/domain/demandWorkflow.ts with their French and English labels. Read by any logged-in user.
 */
export const demandStatuses = defineReferenceResource({
  path: 'demand_statuses',
  type: 'DemandStatus',
  table: 'demand_statuses',
  description: 'A request status (in_progress, validated, refused), with its French and English labels.',
  references: DEMAND_STATUSES,
});

export default defineResourceModule({ resources: [demandStatuses] });
