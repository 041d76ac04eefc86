import { defineResource } from '../hydra/resource';
import { hexColor, text } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';

/** Layout (amenagement) types: label and `#rrggbb` color. Admin writes; admin, support, organizer read. */
export const layoutTypes = defineResource({
  path: 'layout_types',
  type: 'LayoutType',
  table: 'layout_types',
  description: 'A kind of stand layout (amenagement), with its color.',
  fields: {
    label: {
      read: { sql: 't.label', type: 'string' },
      write: { column: 'label', validator: text({ required: true, max: 100 }) },
    },
    color: {
      description: 'Hex color #rrggbb (stored in lower case).',
      read: { sql: 't.color', type: 'string' },
      write: { column: 'color', validator: hexColor({ required: true }) },
    },
  },
  filters: {
    search: { label: { strategy: 'partial', sql: 't.label' } },
    order: { id: 't.id', label: 't.label', color: 't.color' },
  },
  defaultOrder: [['id', 'asc']],
  // Reference data every logged-in user reads (the stand layout form's picker, the
  // chips' colours); the /layout-types screen stays 'layoutType.list' (docs/decisions.md).
  operations: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'layoutType.add',
    update: 'layoutType.edit',
    put: true,
    delete: 'layoutType.delete',
  },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export default defineResourceModule({ resources: [layoutTypes] });
