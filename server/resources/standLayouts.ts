import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { iri, text } from '../hydra/validators';
import { layoutTypes } from './layoutTypes';
import { stands } from './stands';

/**
 * Stand layouts (amenagements, part 1 §3–§6): a layout type and a description on a stand.
 * Read by whoever may see the stand; added, edited and deleted by anyone but standists.
 * The stand's `layouts` field and its `layouts_sort` key follow through the
 * stand_layouts trigger (migration 001).
 */
export const standLayouts = defineResource({
  path: 'stand_layouts',
  type: 'StandLayout',
  table: 'stand_layouts',
  description: 'A layout (amenagement) of a stand: its type and a description.',
  fields: {
    stand: {
      description: 'The stand (set on creation only): one the caller may see.',
      read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' },
      write: {
        column: 'stand_id',
        validator: iri(`${API_PREFIX}/stands`, { required: true, missingKey: 'api.violation.standMissing' }),
        createOnly: true,
        references: { resource: () => stands, key: 'api.violation.standNotFound' },
      },
    },
    layoutType: {
      read: { sql: 't.layout_type_id', type: 'iri', iri: `${API_PREFIX}/layout_types`, range: '#LayoutType' },
      write: {
        column: 'layout_type_id',
        validator: iri(`${API_PREFIX}/layout_types`, { required: true, missingKey: 'api.violation.layoutTypeMissing' }),
        references: { resource: () => layoutTypes, key: 'api.violation.layoutTypeNotFound' },
      },
    },
    description: {
      description: 'Free text (the spec sets no rule; at most 2 000 characters).',
      read: { sql: 't.description', type: 'string' },
      write: { column: 'description', validator: text({ max: 2000, emptyAs: '', multiline: true }) },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      layoutType: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/layout_types`, sql: 't.layout_type_id' },
    },
    order: { id: 't.id', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  },
  defaultOrder: [['id', 'asc']],
  operations: {
    list: 'stand.view',
    read: 'stand.view',
    create: 'standLayout.add',
    update: 'standLayout.edit',
    put: true,
    delete: 'standLayout.delete',
  },
  scope: viaStand('t.stand_id'),
  onUpdate: () => ({ updated_at: 'now()' }),
});

export default defineResourceModule({ resources: [standLayouts] });
