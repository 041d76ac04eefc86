/**
 * The styles kept from an earlier visit (src/ui/styleMemory.ts): restored before emotion's cache
 * exists, that cache takes them as inserted and does not compile them again; new ones are
 * written down after a screen; a size past the cap or a broken entry starts again.
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import {
  STYLE_MEMORY_MAX_CHARS,
  STYLE_MEMORY_SAVE_DELAY_MS,
  STYLE_MEMORY_STORAGE_KEY,
  keepStylesRemembered,
  rememberStyles,
  restoreStyles,
} from '@/ui/styleMemory';

function emotionStyleElements(): HTMLStyleElement[] {
  return Array.from(document.head.querySelectorAll('style[data-emotion]'));
}

function insert(cache: ReturnType<typeof createCache>, css: string) {
  const serialized = serializeStyles([css], cache.registered);
  insertStyles(cache, serialized, false);
  return `${cache.key}-${serialized.name}`;
}

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  jest.useRealTimers();
});

describe('styles kept between visits', () => {
  it('restores the kept rules as styles emotion does not compile again', () => {
    // A first visit: two components' styles inserted, then written down.
    const first = createCache({ key: 'css', speedy: true });
    const button = insert(first, 'color: rgb(1, 2, 3); padding: 4px;');
    const chip = insert(first, 'border-radius: 8px;');
    rememberStyles(first, localStorage);

    // The next visit: an empty document, the rules restored before the cache exists.
    document.head.innerHTML = '';
    expect(restoreStyles(document, localStorage)).toBe(2);
    const second = createCache({ key: 'css', speedy: true });
    const rulesBefore = emotionStyleElements().reduce((n, el) => n + (el.sheet?.cssRules.length ?? 0), 0);
    expect(insert(second, 'color: rgb(1, 2, 3); padding: 4px;')).toBe(button);
    expect(insert(second, 'border-radius: 8px;')).toBe(chip);
    const rulesAfter = emotionStyleElements().reduce((n, el) => n + (el.sheet?.cssRules.length ?? 0), 0);
    // Nothing was inserted again, and the page has the restored rules for both classes.
    expect(rulesAfter).toBe(rulesBefore);
    const text = emotionStyleElements().map((el) => el.textContent).join('\n');
    expect(text).toContain(`.${button}`);
    expect(text).toContain(`.${chip}`);

    // A style the earlier visit did not have is compiled and inserted as usual.
    const fresh = insert(second, 'margin: 2px;');
    const all = emotionStyleElements().flatMap((el) => Array.from(el.sheet?.cssRules ?? []).map((rule) => rule.cssText));
    expect(all.some((rule) => rule.includes(`.${fresh}`))).toBe(true);
  });

  it('writes down the new styles once a screen has rendered, and on leaving the page', () => {
    jest.useFakeTimers();
    const cache = createCache({ key: 'css', speedy: true });
    keepStylesRemembered(cache, localStorage, window);
    const name = insert(cache, 'display: flex;');
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).toBeNull();
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    const kept = JSON.parse(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)!);
    expect(kept.ids).toContain(name.replace('css-', ''));
    expect(kept.css).toContain(`.${name}`);

    const later = insert(cache, 'display: grid;');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).toContain(`.${later}`);
  });

  it('starts again when the kept rules outgrow their cap', () => {
    const cache = createCache({ key: 'css', speedy: true });
    insert(cache, 'color: red;');
    rememberStyles(cache, localStorage);
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).not.toBeNull();
    insert(cache, `content: "${'x'.repeat(STYLE_MEMORY_MAX_CHARS)}";`);
    rememberStyles(cache, localStorage);
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken or foreign entry', () => {
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, '{not json');
    expect(restoreStyles(document, localStorage)).toBe(0);
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: 1, ids: ['a" onload="x'], css: '' }));
    expect(restoreStyles(document, localStorage)).toBe(0);
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: 99, ids: ['abc'], css: '.css-abc{}' }));
    expect(restoreStyles(document, localStorage)).toBe(0);
    expect(emotionStyleElements()).toHaveLength(0);
  });
});
