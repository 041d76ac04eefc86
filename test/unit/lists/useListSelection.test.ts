/**
 * The selection of a list screen as the user makes it: rows ticked in the grid or from the
 * keyboard (kept across pages), every matching row, and the clearing a filter change does —
 * said to the user only when something was selected.
 */
import { act, renderHook } from '@testing-library/react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useListSelection, type SelectionInput } from '@/lists/useListSelection';

const rowsOf = (...ids: number[]) => ids.map((id) => ({ id }));
const SCOPE = { show: '3' };
const FILTER = JSON.stringify({ 'status[]': ['validatedPlans'] });
const ticked = (...ids: number[]): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

function setup(patch: Partial<SelectionInput> = {}) {
  const input: SelectionInput = { scope: SCOPE, rows: rowsOf(1, 2, 3), rowCount: 131, filterKey: FILTER, ...patch };
  const view = renderHook((props: SelectionInput) => useListSelection(props), { initialProps: input });
  return { ...view, input };
}

describe('the selection of a list screen', () => {
  it('starts empty and sends the ticked ids', () => {
    const { result } = setup();
    expect(result.current.count).toBe(0);
    act(() => result.current.onGridSelection(ticked(1, 3)));
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [1, 3] });
    expect(result.current.selectedIds).toEqual([1, 3]);
    expect(result.current.count).toBe(2);
    expect(result.current.request).toEqual({ ids: [1, 3] });
  });

  it('gives the grid the same selection while only the rows change (the grid renders every row again for a new one)', () => {
    const { result, input, rerender } = setup();
    const before = result.current.gridSelection;
    rerender({ ...input, rows: rowsOf(51, 52) });
    expect(result.current.gridSelection).toBe(before);
    act(() => result.current.onGridSelection(ticked(51)));
    const ticking = result.current.gridSelection;
    rerender({ ...input, rows: rowsOf(61, 62) });
    expect(result.current.gridSelection).toBe(ticking);
    expect([...result.current.gridSelection.ids]).toEqual([51]);
  });

  it('keeps the ticked rows on another page', () => {
    const { result, input, rerender } = setup();
    act(() => result.current.onGridSelection(ticked(1, 2)));
    rerender({ ...input, rows: rowsOf(51, 52) });
    expect(result.current.selectedIds).toEqual([1, 2]);
    expect(result.current.pageIds).toEqual([51, 52]);
    expect([...result.current.gridSelection.ids]).toEqual([1, 2]);
  });

  it('selects every matching row as the filter itself, and ticks each page shown', () => {
    const { result, input, rerender } = setup();
    act(() => result.current.selectMatching());
    expect(result.current.selection).toEqual({ kind: 'matching', count: 131 });
    expect(result.current.count).toBe(131);
    expect(result.current.selectedIds).toEqual([]);
    expect(result.current.request).toEqual({ filter: { show: '3', 'status[]': ['validatedPlans'] } });
    rerender({ ...input, rows: rowsOf(51, 52) });
    expect([...result.current.gridSelection.ids]).toEqual([51, 52]);
  });

  it('toggles one row from the keyboard; from every matching row, unticking keeps the rest of the page', () => {
    const { result } = setup();
    act(() => result.current.toggle(2));
    expect(result.current.selectedIds).toEqual([2]);
    act(() => result.current.toggle(2));
    expect(result.current.selectedIds).toEqual([]);
    act(() => result.current.selectMatching());
    act(() => result.current.toggle(2));
    expect(result.current.selection).toEqual({ kind: 'ids', ids: [1, 3] });
  });

  it('clears on demand', () => {
    const { result } = setup();
    act(() => result.current.onGridSelection(ticked(1)));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(result.current.cleared).toBe(false);
  });

  it('is cleared by a filter change, and says so until the user dismisses it or ticks again', () => {
    const { result, input, rerender } = setup();
    act(() => result.current.onGridSelection(ticked(1, 2)));
    rerender({ ...input, filterKey: '{}' });
    expect(result.current.count).toBe(0);
    expect(result.current.cleared).toBe(true);
    expect(result.current.request).toEqual({ ids: [] });
    act(() => result.current.dismissCleared());
    expect(result.current.cleared).toBe(false);

    act(() => result.current.selectMatching());
    rerender({ ...input, filterKey: FILTER });
    expect(result.current.cleared).toBe(true);
    act(() => result.current.toggle(3));
    expect(result.current.cleared).toBe(false);
  });

  it('says nothing when a filter change finds nothing selected, nor when only the page changes', () => {
    const { result, input, rerender } = setup();
    rerender({ ...input, filterKey: '{}' });
    expect(result.current.cleared).toBe(false);
    act(() => result.current.onGridSelection(ticked(1)));
    rerender({ ...input, filterKey: '{}', rows: rowsOf(4, 5) });
    expect(result.current.selectedIds).toEqual([1]);
    expect(result.current.cleared).toBe(false);
  });
});
