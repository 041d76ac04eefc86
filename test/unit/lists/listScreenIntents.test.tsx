/**
 * What a list screen's hooks send: the opening (first the view of a `?view=` link) and
 * closing of the list, the row opening, the list intents (a delete is only asked for: the
 * saga confirms), the menu's entries the user may use, and the CSV export of the columns
 * shown, of the selection.
 */
import { act } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Permission } from '@/domain/permissions';
import { listChanged, listClosed, listExportRequested, listOpened, listRowDeleteRequested } from '@/lists/actions';
import { viewLinkOpened } from '@/lists/viewActions';
import { exportedColumns, useListExport, type ExportInput } from '@/lists/useListExport';
import { useListIntents } from '@/lists/useListIntents';
import { useListMenu } from '@/lists/useListMenu';
import { useListOpening, type ListOpening } from '@/lists/useListOpening';
import { useRowOpening } from '@/lists/useRowOpening';
import { renderListHook } from './renderListHook';

const TARGET = { list: 'stands', path: '/salons/3/stands', scope: { show: '3' } };
const contextOf = (...granted: Permission[]) => ({ can: (permission: Permission) => granted.includes(permission) });
const custom = (type: string) => (payload: unknown): UnknownAction => ({ type, payload });

describe('the opening of a list screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the list, and closes it when the screen goes', () => {
    const { dispatched, unmount } = renderListHook((options: ListOpening) => useListOpening(TARGET, options), {});
    expect(dispatched).toEqual([listOpened(TARGET)]);
    unmount();
    expect(dispatched).toEqual([listOpened(TARGET), listClosed(TARGET)]);
  });

  it('opens the view of a link first, so the list loads that view', () => {
    window.history.replaceState(null, '', '/salons/3/stands?view=abc');
    const { dispatched } = renderListHook((options: ListOpening) => useListOpening(TARGET, options), { savedViews: true });
    expect(dispatched).toEqual([viewLinkOpened({ ...TARGET, view: 'abc' }), listOpened(TARGET)]);
  });

  it('reads no view link on a list without saved views, and sends a feature’s own opening intent', () => {
    window.history.replaceState(null, '', '/salons/3/stands?view=abc');
    const openAction = custom('stands/listOpened');
    const { dispatched } = renderListHook((options: ListOpening) => useListOpening(TARGET, options), { openAction });
    expect(dispatched).toEqual([openAction(TARGET)]);
  });
});

describe('the opening of a row', () => {
  it('goes to the row’s address', () => {
    const { result, path } = renderListHook(() => useRowOpening({ rowPath: (id) => `/stands/${id}` }, contextOf()), undefined);
    expect(result.current.opens).toBe(true);
    act(() => result.current.open(5));
    expect(path()).toBe('/stands/5');
  });

  it('sends the row’s intent to a user with its permission; rows are no links to the others', () => {
    const rowOpen = { permission: 'stand.edit' as const, action: custom('edit') };
    const editor = renderListHook(() => useRowOpening({ rowOpen }, contextOf('stand.edit')), undefined);
    expect(editor.result.current.opens).toBe(true);
    act(() => editor.result.current.open(5));
    expect(editor.dispatched).toEqual([{ type: 'edit', payload: 5 }]);
    expect(editor.path()).toBe('/list');
    expect(renderListHook(() => useRowOpening({ rowOpen }, contextOf()), undefined).result.current.opens).toBe(false);
  });

  it('opens nothing without a path or an intent', () => {
    expect(renderListHook(() => useRowOpening({}, contextOf()), undefined).result.current.opens).toBe(false);
  });
});

describe('the intents of a list screen', () => {
  it('sends filter, sort, page and layout changes, and asks for a row’s deletion', () => {
    const { result, dispatched } = renderListHook(() => useListIntents<{ status: string[] }>(TARGET), undefined);
    act(() => {
      result.current.patch({ status: ['validatedPlans'] });
      result.current.sort({ field: 'name', direction: 'desc' });
      result.current.page(2);
      result.current.visibility({ hall: false, name: true });
      result.current.remove(7);
    });
    expect(dispatched).toEqual([
      listChanged({ ...TARGET, change: { kind: 'filters', patch: { status: ['validatedPlans'] } } }),
      listChanged({ ...TARGET, change: { kind: 'sort', sort: { field: 'name', direction: 'desc' } } }),
      listChanged({ ...TARGET, change: { kind: 'page', page: 2 } }),
      listChanged({ ...TARGET, change: { kind: 'layout', patch: { hidden: ['hall'] } } }),
      listRowDeleteRequested({ ...TARGET, id: 7 }),
    ]);
  });

  it('keeps the same callbacks across renders (the filters and the grid are memoized)', () => {
    const { result, rerender } = renderListHook(() => useListIntents(TARGET), undefined);
    const first = result.current;
    rerender(undefined);
    expect(result.current).toBe(first);
  });
});

describe('the menu of a list screen', () => {
  it('lists the entries the user may use, each sending its intent with the scope and the selected ids', () => {
    const items = [
      { labelId: 'standList.add', permission: 'stand.add' as const, action: custom('add') },
      { labelId: 'standList.import', permission: 'stand.import' as const, action: custom('import') },
    ];
    const { result, dispatched } = renderListHook(
      () => useListMenu(items, { target: TARGET, context: contextOf('stand.import'), selectedIds: [4, 9] }),
      undefined,
    );
    expect(result.current.map((entry) => entry.labelId)).toEqual(['standList.import']);
    act(() => result.current[0].onSelect());
    expect(dispatched).toEqual([{ type: 'import', payload: { scope: { show: '3' }, selectedIds: [4, 9] } }]);
  });
});

describe('the CSV export of a list screen', () => {
  const columns = [{ field: 'surface' }, { field: 'name' }, { field: 'hall' }, { field: 'actions' }];

  it('exports the exportable columns the user shows, in the order shown', () => {
    expect(exportedColumns(columns, ['name', 'hall', 'surface'], { hall: false })).toEqual(['surface', 'name']);
  });

  const input: ExportInput = {
    target: TARGET,
    exportable: ['name', 'hall', 'surface'],
    columns,
    visibility: { hall: false },
    selection: { kind: 'ids', ids: [2, 5] },
    selectedIds: [2, 5],
  };

  it('asks for the selected rows', () => {
    const { result, dispatched } = renderListHook((props: ExportInput) => useListExport(props), input);
    act(() => result.current());
    expect(dispatched).toEqual([listExportRequested({ ...TARGET, ids: [2, 5], columns: ['surface', 'name'], matching: false })]);
  });

  it('asks for every matching row when the selection is the filter', () => {
    const matching: ExportInput = { ...input, selection: { kind: 'matching', count: 131 }, selectedIds: [] };
    const { result, dispatched } = renderListHook((props: ExportInput) => useListExport(props), matching);
    act(() => result.current());
    expect(dispatched).toEqual([listExportRequested({ ...TARGET, ids: [], columns: ['surface', 'name'], matching: true })]);
  });

  it('exports no column where the list declares no export', () => {
    const { result, dispatched } = renderListHook((props: ExportInput) => useListExport(props), { ...input, exportable: undefined });
    act(() => result.current());
    expect(dispatched).toEqual([listExportRequested({ ...TARGET, ids: [2, 5], columns: [], matching: false })]);
  });
});
