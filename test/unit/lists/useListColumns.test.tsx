/**
 * The columns of a list screen's grid: headers in the user's language, the saved order with
 * the pinned column first whatever that order, the row buttons the user may use, what the
 * Columns dialog offers, and the columns the user hid.
 */
import { act } from '@testing-library/react';
import EditIcon from '@mui/icons-material/Edit';
import { DEFAULT_LIST_LAYOUT, type ListLayout } from '@/domain/listQuery';
import type { Permission } from '@/domain/permissions';
import type { RowAction } from '@/lists/columns';
import { useListColumns, type ColumnsInput } from '@/lists/useListColumns';
import { renderListHook } from './renderListHook';

const edit: RowAction = { labelId: 'common.edit', Icon: EditIcon, permission: 'stand.edit', action: (id) => ({ type: 'edit', payload: id }) };
const CONFIG = {
  definition: { sortable: ['name', 'surface'], columns: ['name', 'hall', 'surface'] },
  messages: 'standList',
  columns: [{ field: 'name' }, { field: 'hall' }, { field: 'surface' }],
  rowLabel: (row: { id: number }) => `Stand ${row.id}`,
  rowActions: [edit],
  pinnedField: 'name',
};

function setup({ layout = DEFAULT_LIST_LAYOUT, granted = [] as Permission[], canDelete = false } = {}) {
  const input: ColumnsInput = {
    context: { can: (permission) => granted.includes(permission) },
    canDelete,
    onDelete: jest.fn(),
    layout,
  };
  return renderListHook((props: ColumnsInput) => useListColumns(CONFIG, props), input);
}
const fields = (columns: ReadonlyArray<{ field: string }>) => columns.map((column) => column.field);

describe('the columns of a list screen', () => {
  it('gives the declared columns with their French headers, sortable as the server is', () => {
    const { result } = setup();
    const { columns } = result.current;
    expect(fields(columns)).toEqual(['name', 'hall', 'surface']);
    expect(columns.map((column) => column.headerName)).toEqual(['Enseigne', 'Hall', 'Surface']);
    expect(columns.map((column) => column.sortable)).toEqual([true, false, true]);
  });

  it('follows the saved order, the pinned column first whatever that order', () => {
    const { result } = setup({ layout: { ...DEFAULT_LIST_LAYOUT, order: ['surface', 'hall', 'name'] } });
    expect(fields(result.current.columns)).toEqual(['name', 'surface', 'hall']);
  });

  it('adds the row buttons the user may use: an action with its permission, delete with the list’s', () => {
    expect(fields(setup().result.current.columns)).not.toContain('actions');
    const editor = setup({ granted: ['stand.edit'] }).result.current.columns;
    expect(editor.at(-1)).toMatchObject({ field: 'actions', description: 'Modifier' });
    const both = setup({ granted: ['stand.edit'], canDelete: true }).result.current.columns;
    expect(both.at(-1)).toMatchObject({ field: 'actions', description: 'Modifier, Supprimer' });
  });

  it('offers the arrangeable columns in the Columns dialog, the pinned one fixed and first', () => {
    const { result } = setup({ granted: ['stand.edit'], layout: { ...DEFAULT_LIST_LAYOUT, order: ['hall'] } });
    expect(result.current.choosable).toEqual([
      { field: 'name', headerName: 'Enseigne', hideable: false, pinned: true },
      { field: 'hall', headerName: 'Hall', hideable: true, pinned: false },
      { field: 'surface', headerName: 'Surface', hideable: true, pinned: false },
    ]);
  });

  it('hides the columns the user hid', () => {
    const layout: ListLayout = { ...DEFAULT_LIST_LAYOUT, hidden: ['hall'] };
    expect(setup({ layout }).result.current.visibility).toEqual({ hall: false });
  });

  it('opens and closes the Columns dialog', () => {
    const { result } = setup();
    expect(result.current.choosing).toBe(false);
    act(() => result.current.choose());
    expect(result.current.choosing).toBe(true);
    act(() => result.current.stopChoosing());
    expect(result.current.choosing).toBe(false);
  });

  it('keeps the same columns while nothing they depend on changes (the grid is memoized)', () => {
    const { result } = setup();
    const first = result.current.columns;
    act(() => result.current.choose());
    expect(result.current.columns).toBe(first);
  });
});
