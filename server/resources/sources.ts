import { defineResource } from '../hydra/resource';
import { defineResourceModule } from '../resourceModule';

/**
 * Gateway sources (part 2 §3): reference data (server/db/referenceData.ts), read by whoever edits a
 * show (the form's source select).
 */
export const sources = defineResource({
  path: 'sources',
  type: 'Source',
  table: 'sources',
  description: 'Where a show’s exhibitors come from (the gateway); gl_event relabels the folder "Identifiant salon".',
  fields: {
    name: { read: { sql: 't.name', type: 'string' } },
    reference: { read: { sql: 't.reference', type: 'string' } },
  },
  filters: { order: { id: 't.id', name: 't.name' } },
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'show.edit', read: 'show.edit' },
});

export default defineResourceModule({ resources: [sources] });
