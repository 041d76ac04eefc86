/**
 * The keys of a list screen (issue 11, item 5), opted into with `keyboard: true` on
 * createListScreen: j / k move the focused row, x ticks it, o or Enter opens it, / goes to
 * the search box, ? lists the keys. Pure: which command a key press is, and when a key
 * belongs to what the user is typing (an input, a text area, an editable element, an open
 * menu or dialog) and must be left alone.
 */

export type ListKeyCommand = 'next' | 'previous' | 'toggle' | 'open' | 'search' | 'help';

/** The keys and their commands, in the order the help dialog lists them (message ids `list.keys.<command>`). */
export const LIST_KEYS: ReadonlyArray<{ keys: readonly string[]; command: ListKeyCommand }> = [
  { keys: ['j'], command: 'next' },
  { keys: ['k'], command: 'previous' },
  { keys: ['x'], command: 'toggle' },
  { keys: ['o', 'Enter'], command: 'open' },
  { keys: ['/'], command: 'search' },
  { keys: ['?'], command: 'help' },
];

const BY_KEY = new Map(LIST_KEYS.flatMap(({ keys, command }) => keys.map((key) => [key, command] as const)));

/** What the handler needs of a keydown event (a real one, or a plain object in tests). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * True when the key goes to what the user is typing in or working with: a form field, an
 * editable element, a button (Enter presses it), or anything inside a menu, a listbox or a dialog.
 */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (TYPING_TAGS.has(element.tagName) || element.isContentEditable) return true;
  return element.closest('[contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]') !== null;
}

/** The command of a key press on a list screen, or null (not ours, a modifier held, typing). */
export function listKeyCommand(press: KeyPress): ListKeyCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const command = BY_KEY.get(press.key) ?? null;
  if (command === null || isTypingTarget(press.target)) return null;
  // Enter on a button or a link is that control's own (the row checkbox, a row action).
  if (press.key === 'Enter') {
    const element = press.target as HTMLElement | null;
    if (element && typeof element.closest === 'function' && element.closest('button, a[href], [role="button"], [role="checkbox"], input')) return null;
  }
  return command;
}

/** The row index after a move, kept within the page (-1: no row focused yet). */
export function movedIndex(current: number, command: 'next' | 'previous', rowCount: number): number {
  if (rowCount <= 0) return -1;
  if (current < 0) return 0;
  return command === 'next' ? Math.min(rowCount - 1, current + 1) : Math.max(0, current - 1);
}
