import { defineReferenceResource } from '../hydra/referenceResource';
import { defineResourceModule } from '../resourceModule';

export const DEMAND_TYPE_REFERENCES = [
  'exemption_delivery',
  'exemption_mounting',
  'exemption_dismantling',
  'logistic_vehicle',
  'logistic_material',
] as const;

/**
 * Demand (request) types (part 2 §3): reference data of migration 014, the same five on every
 * installation. Read by any logged-in user (the dashboard's demand settings, the request forms);
 * nobody writes them through the API.
 */
export const demandTypes = defineReferenceResource({
  path: 'demand_types',
  type: 'DemandType',
  table: 'demand_types',
  description: 'A kind of request (exemption or logistics), with its French and English labels.',
  references: DEMAND_TYPE_REFERENCES,
});

export default defineResourceModule({ resources: [demandTypes] });
