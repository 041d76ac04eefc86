import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';

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
export const demandTypes = defineResource({
  path: 'demand_types',
  type: 'DemandType',
  table: 'demand_types',
  description: 'A kind of request (exemption or logistics), with its French and English labels.',
  fields: {
    reference: {
      description: `One of ${DEMAND_TYPE_REFERENCES.join(', ')}.`,
      read: { sql: 't.reference', type: 'string' },
    },
    label: { description: 'The French label.', read: { sql: 't.label', type: 'string' } },
    labelEn: { description: 'The English label.', read: { sql: 't.label_en', type: 'string' } },
    position: { description: 'Where the type sorts in tables and pickers.', read: { sql: 't.position', type: 'integer' } },
  },
  filters: {
    search: { reference: { strategy: 'exact', type: 'string', choices: DEMAND_TYPE_REFERENCES, sql: 't.reference' } },
    order: { position: 't.position', id: 't.id' },
  },
  defaultOrder: [['position', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'authenticated', read: 'authenticated' },
});

export default defineResourceModule({ resources: [demandTypes] });
