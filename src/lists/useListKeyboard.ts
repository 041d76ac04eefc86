/**
 * The keys of a list screen (`keyboard: true`; which key is which command:
 * src/lists/keyboard.ts): j / k move the focused row within the page, x ticks it (when
 * rows can be selected), o or Enter opens it, / goes to the search box, ? shows the keys.
 * Other rows (another page, sort or filter) start again from the first row. One document
 * listener serves the screen's life: it reads the screen's latest values through a ref.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListRow } from './components/ListGrid';
import { listKeyCommand, movedIndex } from './keyboard';

export interface KeyboardInput {
  enabled: boolean;
  rows: readonly ListRow[];
  /** The ids of the rows shown; a new page of them resets the focus. */
  pageIds: readonly number[];
  /** The filter the rows answer; a new one resets the focus. */
  filterKey: string;
  /** Rows can be ticked (x). */
  selectable: boolean;
  open: (id: number) => void;
  toggle: (id: number) => void;
}

export function useListKeyboard({ enabled, rows, pageIds, filterKey, selectable, open, toggle }: KeyboardInput) {
  const [focusedIndex, setFocusedIndex] = useState(-1);
  const [keysShown, setKeysShown] = useState(false);
  /** The screen's root: the search box `/` focuses is the one inside it. */
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setFocusedIndex(-1), [pageIds, filterKey]);

  const latest = useRef({ rows, focusedIndex, selectable, open, toggle });
  latest.current = { rows, focusedIndex, selectable, open, toggle };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const command = listKeyCommand(event);
      if (!command) return;
      const now = latest.current;
      const row = now.rows[now.focusedIndex];
      switch (command) {
        case 'next':
        case 'previous':
          setFocusedIndex(movedIndex(now.focusedIndex, command, now.rows.length));
          break;
        case 'toggle':
          if (!row || !now.selectable) return;
          now.toggle(row.id);
          break;
        case 'open':
          if (!row) return;
          now.open(row.id);
          break;
        case 'search': {
          const search = rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
          if (!search) return;
          search.focus();
          break;
        }
        case 'help':
          setKeysShown(true);
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);

  const showKeys = useCallback(() => setKeysShown(true), []);
  const hideKeys = useCallback(() => setKeysShown(false), []);
  return {
    rootRef,
    /** The row the grid outlines; undefined when the screen has no keys. */
    focusedId: enabled ? (rows[focusedIndex]?.id ?? null) : undefined,
    keysShown,
    showKeys,
    hideKeys,
  };
}
