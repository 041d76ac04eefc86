/**
 * The styles kept from an earlier visit (src/ui/styleMemory.ts): each screen's ids written down
 * once it has rendered; a full navigation restores its own screen's rules (and no other screen's)
 * before emotion's cache exists, and that cache takes them as inserted and does not compile them
 * again; a size past the cap keeps the current page's screens; a broken entry is ignored.
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import {
  STYLE_MEMORY_MAX_CHARS,
  STYLE_MEMORY_SAVE_DELAY_MS,
  STYLE_MEMORY_STORAGE_KEY,
  keepStylesRemembered,
  restoreStyles,
  screenKey,
} from '@/ui/styleMemory';

type Cache = ReturnType<typeof createCache>;

function emotionStyleElements(): HTMLStyleElement[] {
  return Array.from(document.head.querySelectorAll('style[data-emotion]'));
}

const ruleCount = () => emotionStyleElements().reduce((n, el) => n + (el.sheet?.cssRules.length ?? 0), 0);
const pageCss = () => emotionStyleElements().map((el) => el.textContent).join('\n');

/** What a component rendering with `css` does: its class, inserted when the cache lacks it. */
function render(cache: Cache, css: string) {
  const serialized = serializeStyles([css], cache.registered);
  insertStyles(cache, serialized, false);
  return `${cache.key}-${serialized.name}`;
}

/** A page lifetime: a new document and cache, the memory on, at `path`. */
function newPage(path: string): Cache {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', path);
  restoreStyles(document, localStorage, window.location.pathname);
  const cache = createCache({ key: 'css', speedy: true });
  keepStylesRemembered(cache, localStorage, window);
  return cache;
}

const kept = () => JSON.parse(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY) ?? 'null');

const LIST = ['color: rgb(1, 2, 3); padding: 4px;', 'border-radius: 8px;', 'display: flex; @media (min-width: 600px) { display: grid; }'];
const STAND = ['color: rgb(1, 2, 3); padding: 4px;', 'margin: 2px;'];

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('styles kept between visits, by screen', () => {
  it('names a screen by its path, numbers as :id', () => {
    expect(screenKey('/stands')).toBe('/stands');
    expect(screenKey('/stands/12')).toBe('/stands/:id');
    expect(screenKey('/shows/3/stands/')).toBe('/shows/:id/stands');
    expect(screenKey('/')).toBe('/');
  });

  it("restores a screen's own rules as styles emotion does not compile again", () => {
    // A first visit to the list: its components' styles inserted, written down after the burst.
    const first = newPage('/stands');
    const classes = LIST.map((css) => render(first, css));
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    expect(kept().screens['/stands']).toHaveLength(3);

    // A reload of the list: the three restored before the cache exists, none compiled again.
    document.head.innerHTML = '';
    expect(restoreStyles(document, localStorage, '/stands')).toBe(3);
    const second = createCache({ key: 'css', speedy: true });
    const before = ruleCount();
    expect(LIST.map((css) => render(second, css))).toEqual(classes);
    expect(ruleCount()).toBe(before);
    for (const name of classes) expect(pageCss()).toContain(`.${name}`);
    // The media query came back with its id.
    expect(pageCss()).toMatch(/@media/);

    // A style the earlier visit did not have is compiled and inserted as usual.
    const fresh = render(second, 'margin: 9px;');
    expect(ruleCount()).toBe(before + 1);
    expect(emotionStyleElements().flatMap((el) => Array.from(el.sheet?.cssRules ?? []).map((r) => r.cssText)).some((r) => r.includes(`.${fresh}`))).toBe(true);
  });

  it("keeps each screen's ids apart: a page restores its screen's rules and no other's", () => {
    const page = newPage('/stands');
    const list = LIST.map((css) => render(page, css));
    // In the app, to a stand: the shared class is asked for again, one is new.
    window.history.pushState(null, '', '/stands/12');
    const stand = STAND.map((css) => render(page, css));
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    expect(kept().screens['/stands/:id']).toHaveLength(2);

    document.head.innerHTML = '';
    expect(restoreStyles(document, localStorage, '/stands/40')).toBe(2);
    expect(pageCss()).toContain(`.${stand[0]}`);
    expect(pageCss()).toContain(`.${stand[1]}`);
    expect(pageCss()).not.toContain(`.${list[1]}`);

    document.head.innerHTML = '';
    expect(restoreStyles(document, localStorage, '/accounts')).toBe(0);
    expect(emotionStyleElements()).toHaveLength(0);
  });

  it('notes the restored ids a screen uses, though emotion inserts none of them again', () => {
    const first = newPage('/stands');
    LIST.map((css) => render(first, css));
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);

    // A reload of the list, then the stand page reached in the app with only known styles.
    const page = newPage('/stands');
    LIST.map((css) => render(page, css));
    window.history.pushState(null, '', '/stands/7');
    render(page, LIST[1]);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept().screens['/stands/:id']).toHaveLength(1);
    expect(kept().screens['/stands']).toHaveLength(3);
  });

  it('writes down on leaving the page before the delay', () => {
    const page = newPage('/stands');
    const name = render(page, 'display: inline-flex;');
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify(kept())).toContain(`.${name}`);
  });

  it("past the cap, keeps the current page's screens and drops the others' rules", () => {
    const page = newPage('/shows');
    const old = render(page, `content: "${'o'.repeat(1000)}";`);
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    expect(kept().screens['/shows']).toBeDefined();

    const next = newPage('/stands');
    // Under the cap alone, over it with the other screen's rule.
    const big = render(next, `content: "${'x'.repeat(STYLE_MEMORY_MAX_CHARS - 500)}";`);
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    expect(Object.keys(kept().screens)).toEqual(['/stands']);
    expect(JSON.stringify(kept())).toContain(big.replace('css-', ''));
    expect(JSON.stringify(kept())).not.toContain(old.replace('css-', ''));

    // One screen alone over the cap: nothing is kept.
    render(next, `content: "${'y'.repeat(1000)}";`);
    jest.advanceTimersByTime(STYLE_MEMORY_SAVE_DELAY_MS);
    expect(localStorage.getItem(STYLE_MEMORY_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken, foreign or older entry', () => {
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, '{not json');
    expect(restoreStyles(document, localStorage, '/stands')).toBe(0);
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: 2, rules: [['a" onload="x', '.x{}']], screens: { '/stands': ['a" onload="x'] } }));
    expect(restoreStyles(document, localStorage, '/stands')).toBe(0);
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: 2, rules: [['abc', '.css-abc{}']], screens: { '/stands': [7] } }));
    expect(restoreStyles(document, localStorage, '/stands')).toBe(0);
    // The first format (every screen's rules together) is read as nothing: gathered again by screen.
    localStorage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: 1, ids: ['abc'], css: '.css-abc{}' }));
    expect(restoreStyles(document, localStorage, '/stands')).toBe(0);
    expect(emotionStyleElements()).toHaveLength(0);
  });
});
