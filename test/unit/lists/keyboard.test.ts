import { isTypingTarget, listKeyCommand, movedIndex } from '@/lists/keyboard';

const inBody = (html: string, selector: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.querySelector(selector) as HTMLElement;
};

describe('list keys', () => {
  it('maps j, k, x, o, Enter, / and ? on the page to their commands', () => {
    const cell = inBody('<div role="grid"><div role="gridcell" tabindex="0">Acme</div></div>', '[role="gridcell"]');
    expect(['j', 'k', 'x', 'o', 'Enter', '/', '?'].map((key) => listKeyCommand({ key, target: cell }))).toEqual([
      'next',
      'previous',
      'toggle',
      'open',
      'open',
      'search',
      'help',
    ]);
    expect(listKeyCommand({ key: 'j', target: document.body })).toBe('next');
    expect(listKeyCommand({ key: 'a', target: document.body })).toBeNull();
  });

  it('leaves keys alone while the user types in a field, an editable element, a menu or a dialog', () => {
    for (const [html, selector] of [
      ['<input type="search" />', 'input'],
      ['<textarea></textarea>', 'textarea'],
      ['<div contenteditable="true"><span>x</span></div>', 'span'],
      ['<div role="dialog"><p tabindex="0">Aide</p></div>', 'p'],
      ['<ul role="menu"><li role="menuitem" tabindex="0">Vue</li></ul>', 'li'],
    ] as const) {
      const target = inBody(html, selector);
      expect(isTypingTarget(target)).toBe(true);
      expect(listKeyCommand({ key: 'j', target })).toBeNull();
      expect(listKeyCommand({ key: '/', target })).toBeNull();
    }
  });

  it('ignores a key with Ctrl, Cmd or Alt (the browser’s shortcuts stay the browser’s)', () => {
    expect(listKeyCommand({ key: 'x', ctrlKey: true, target: document.body })).toBeNull();
    expect(listKeyCommand({ key: 'k', metaKey: true, target: document.body })).toBeNull();
    expect(listKeyCommand({ key: 'j', altKey: true, target: document.body })).toBeNull();
  });

  it('leaves Enter to a button, a link or a checkbox, but not the other keys', () => {
    const button = inBody('<button>Exporter</button>', 'button');
    expect(listKeyCommand({ key: 'Enter', target: button })).toBeNull();
    expect(listKeyCommand({ key: 'j', target: button })).toBe('next');
    const box = inBody('<span role="checkbox" tabindex="0"></span>', 'span');
    expect(listKeyCommand({ key: 'Enter', target: box })).toBeNull();
  });

  it('moves within the page: the first row first, never past either end', () => {
    expect(movedIndex(-1, 'next', 50)).toBe(0);
    expect(movedIndex(-1, 'previous', 50)).toBe(0);
    expect(movedIndex(3, 'next', 50)).toBe(4);
    expect(movedIndex(49, 'next', 50)).toBe(49);
    expect(movedIndex(0, 'previous', 50)).toBe(0);
    expect(movedIndex(5, 'next', 0)).toBe(-1);
  });
});
