/**
 * The keys of a list screen as the user presses them on the page: the focused row moves
 * within the page, x ticks it where rows can be ticked, o / Enter open it, / goes to the
 * search box, ? shows the keys; other rows start again from none focused.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { useListKeyboard, type KeyboardInput } from '@/lists/useListKeyboard';

const rowsOf = (...ids: number[]) => ids.map((id) => ({ id }));
const FIRST_PAGE = rowsOf(11, 12, 13);

function setup(patch: Partial<KeyboardInput> = {}) {
  const input: KeyboardInput = {
    enabled: true,
    rows: FIRST_PAGE,
    pageIds: FIRST_PAGE.map((row) => row.id),
    filterKey: '{}',
    selectable: true,
    open: jest.fn(),
    toggle: jest.fn(),
    ...patch,
  };
  const view = renderHook((props: KeyboardInput) => useListKeyboard(props), { initialProps: input });
  return { ...view, input };
}

/** Presses a key on the page; true when the screen took it (the browser's default prevented). */
const press = (key: string, target: Element = document.body) => {
  let taken = false;
  act(() => {
    taken = !fireEvent.keyDown(target, { key });
  });
  return taken;
};

describe('the keys of a list screen', () => {
  it('focuses the first row with j, then moves with j and k, never past either end', () => {
    const { result } = setup();
    expect(result.current.focusedId).toBeNull();
    expect(press('j')).toBe(true);
    expect(result.current.focusedId).toBe(11);
    press('j');
    press('j');
    press('j');
    expect(result.current.focusedId).toBe(13);
    press('k');
    expect(result.current.focusedId).toBe(12);
    press('k');
    press('k');
    expect(result.current.focusedId).toBe(11);
  });

  it('ticks the focused row with x, only where rows can be ticked and once a row is focused', () => {
    const { input, rerender } = setup();
    expect(press('x')).toBe(false);
    expect(input.toggle).not.toHaveBeenCalled();
    press('j');
    press('j');
    expect(press('x')).toBe(true);
    expect(input.toggle).toHaveBeenCalledWith(12);

    const toggle = jest.fn();
    rerender({ ...input, selectable: false, toggle });
    expect(press('x')).toBe(false);
    expect(toggle).not.toHaveBeenCalled();
  });

  it('opens the focused row with o or Enter, and nothing before a row is focused', () => {
    const { input } = setup();
    press('o');
    expect(input.open).not.toHaveBeenCalled();
    press('j');
    press('o');
    press('Enter');
    expect(input.open).toHaveBeenNthCalledWith(1, 11);
    expect(input.open).toHaveBeenNthCalledWith(2, 11);
  });

  it('goes to the search box of its own screen with /', () => {
    const { result } = setup();
    const root = document.createElement('div');
    const search = document.createElement('input');
    search.type = 'search';
    root.append(search);
    document.body.append(root);
    result.current.rootRef.current = root;
    expect(press('/')).toBe(true);
    expect(document.activeElement).toBe(search);
    root.remove();
  });

  it('leaves / to the page when the screen has no search box', () => {
    setup();
    expect(press('/')).toBe(false);
  });

  it('shows the keys with ? and hides them on demand', () => {
    const { result } = setup();
    expect(result.current.keysShown).toBe(false);
    press('?');
    expect(result.current.keysShown).toBe(true);
    act(() => result.current.hideKeys());
    expect(result.current.keysShown).toBe(false);
    act(() => result.current.showKeys());
    expect(result.current.keysShown).toBe(true);
  });

  it('starts again from no focused row on another page, and on another filter', () => {
    const { result, input, rerender } = setup();
    press('j');
    press('j');
    expect(result.current.focusedId).toBe(12);
    // The screen gives the same rows and ids while they stay (memoized).
    const nextPage = { ...input, rows: rowsOf(21, 22), pageIds: [21, 22] };
    rerender(nextPage);
    expect(result.current.focusedId).toBeNull();
    press('j');
    expect(result.current.focusedId).toBe(21);
    rerender({ ...nextPage, filterKey: '{"status":["validatedPlans"]}' });
    expect(result.current.focusedId).toBeNull();
  });

  it('leaves the keys alone while the user types in a field', () => {
    const { result, input } = setup();
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('j', field)).toBe(false);
    expect(press('x', field)).toBe(false);
    expect(result.current.focusedId).toBeNull();
    expect(input.toggle).not.toHaveBeenCalled();
    field.remove();
  });

  it('listens to no key on a screen without keys, and outlines no row', () => {
    const { result, input } = setup({ enabled: false });
    expect(press('j')).toBe(false);
    expect(press('?')).toBe(false);
    expect(result.current.focusedId).toBeUndefined();
    expect(result.current.keysShown).toBe(false);
    expect(input.open).not.toHaveBeenCalled();
  });

  it('stops listening when the screen goes', () => {
    const { input, unmount } = setup();
    unmount();
    expect(press('j')).toBe(false);
    expect(press('o')).toBe(false);
    expect(input.open).not.toHaveBeenCalled();
  });
});
