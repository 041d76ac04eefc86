/**
 * The CSS that emotion (MUI's styling) generated on this browser's earlier visits, put back into
 * the page before anything renders (issue 20, speed the user feels). On a full navigation every
 * MUI component's styles are compiled again (stylis) and inserted rule by rule: on the stand list
 * and the stand page that was a fifth of the first render's script time (CPU profiles,
 * docs/performance.md, session 16). A returning user's browser already compiled them: the rules
 * are kept in localStorage with the ids emotion knows them by, and restored as one style element
 * in emotion's own server-rendering format (`<style data-emotion="css id1 id2 …">`), which
 * emotion's cache adopts as already inserted when it is created — the browser parses the text once
 * and emotion skips compiling and inserting those rules.
 *
 * Per screen (session 23): each screen (its path, numbers as `:id`) keeps the ids it used, and a
 * page restores only its own screen's rules. Restoring every screen's rules made each full
 * navigation parse the CSS of all the screens that browser had seen (130 kB for the stand list
 * alone, ~330 kB after six screens, up to the cap), where a screen needs its own.
 *
 * Safe by construction: an id is the hash of the serialized styles, so a kept rule is exactly the
 * one emotion would insert for that id; styles changed by a new build get new ids and are inserted
 * as usual (old ones are dropped once no screen uses them). Kept rules are restored in the order
 * emotion first inserted them, as emotion's order already depends on which screen a visit opens
 * first; rules a page did not restore are inserted after them, as before.
 */
import type { EmotionCache } from '@emotion/react';

/** The key of MUI's emotion cache (emotion's default): class names `css-…`. */
const EMOTION_KEY = 'css';
export const STYLE_MEMORY_STORAGE_KEY = 'stand-plans:emotion-styles';
/** Bumped when what is stored changes shape (2: rules by id, ids by screen). */
const FORMAT = 2;
/** Past this size (characters of CSS) only the screens of the current page are kept. */
export const STYLE_MEMORY_MAX_CHARS = 800_000;
/** New rules are written down this long after the last one was inserted (a screen is usually complete by then). */
export const STYLE_MEMORY_SAVE_DELAY_MS = 2000;

/** An emotion id: a hash with an optional label, nothing that could break the attribute. */
const STYLE_ID = /^[\w-]+$/;

interface KeptStyles {
  format: number;
  /** Each id's rules, in the order emotion first inserted them. */
  rules: Array<[id: string, css: string]>;
  /** The ids each screen used (screenKey). */
  screens: Record<string, string[]>;
}

/** A screen: its path, each number in it as `:id` (`/stands/12` → `/stands/:id`). */
export function screenKey(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/+$/, '') || '/';
}

function readKept(storage: Storage): KeptStyles | null {
  try {
    const raw = storage.getItem(STYLE_MEMORY_STORAGE_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptStyles>;
    if (kept.format !== FORMAT || !Array.isArray(kept.rules) || !kept.screens || typeof kept.screens !== 'object') return null;
    const rulesOk = kept.rules.every((r) => Array.isArray(r) && typeof r[0] === 'string' && STYLE_ID.test(r[0]) && typeof r[1] === 'string');
    const screensOk = Object.values(kept.screens).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string' && STYLE_ID.test(id)));
    return rulesOk && screensOk ? (kept as KeptStyles) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the rules the screen at `pathname` used last time into the document, for emotion's cache
 * to adopt when it is created. Must run before any module creates that cache
 * (src/ui/restoreStyles.ts is index.tsx's first import). Returns how many style ids were restored.
 */
export function restoreStyles(doc: Document, storage: Storage, pathname: string): number {
  const kept = readKept(storage);
  const wanted = kept?.screens[screenKey(pathname)];
  if (!kept || !wanted?.length) return 0;
  const ids = new Set(wanted);
  const restored: string[] = [];
  const css: string[] = [];
  for (const [id, rules] of kept.rules) {
    if (!ids.has(id)) continue;
    restored.push(id);
    css.push(rules);
  }
  if (restored.length === 0) return 0;
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', `${EMOTION_KEY} ${restored.join(' ')}`);
  style.textContent = css.join('\n');
  doc.head.appendChild(style);
  return restored.length;
}

/**
 * What this page knows and has seen: every kept rule (restored or not) and the ones inserted since,
 * the screens' ids as stored, and the ids each screen read in this page.
 */
class StyleMemory {
  private readonly rules: Map<string, string>;
  private readonly screens: Record<string, string[]>;
  private readonly usedNow = new Map<string, Set<string>>();
  private lastPath = '';
  private current: Set<string> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly win: Window,
    private readonly changed: () => void,
  ) {
    const kept = readKept(storage);
    this.rules = new Map(kept?.rules ?? []);
    this.screens = { ...(kept?.screens ?? {}) };
  }

  /** Emotion asked for an id while the page showed the current path. */
  used(id: string): void {
    const path = this.win.location.pathname;
    if (path !== this.lastPath || !this.current) {
      this.lastPath = path;
      const key = screenKey(path);
      this.current = this.usedNow.get(key) ?? new Set();
      this.usedNow.set(key, this.current);
    }
    if (this.current.has(id)) return;
    this.current.add(id);
    this.changed();
  }

  /** Emotion inserted an id's rules. */
  inserted(id: string, css: string): void {
    if (!this.rules.has(id)) this.rules.set(id, css);
  }

  /** Writes down the rules of every screen still known; past the cap, this page's screens only. */
  save(): void {
    try {
      for (const [key, ids] of this.usedNow) this.screens[key] = [...ids].filter((id) => this.rules.has(id));
      let kept = this.keptFor(Object.keys(this.screens));
      if (kept.size > STYLE_MEMORY_MAX_CHARS) kept = this.keptFor([...this.usedNow.keys()]);
      if (kept.size > STYLE_MEMORY_MAX_CHARS) {
        this.storage.removeItem(STYLE_MEMORY_STORAGE_KEY);
        return;
      }
      this.storage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: FORMAT, rules: kept.rules, screens: kept.screens } satisfies KeptStyles));
    } catch {
      // Storage full or refused: the next visit compiles the styles as before.
    }
  }

  /** The rules the given screens use (no other), in their order, and their size. */
  private keptFor(keys: string[]): { rules: KeptStyles['rules']; screens: KeptStyles['screens']; size: number } {
    const screens: KeptStyles['screens'] = {};
    const wanted = new Set<string>();
    for (const key of keys) {
      screens[key] = this.screens[key];
      for (const id of this.screens[key]) wanted.add(id);
    }
    const rules: KeptStyles['rules'] = [];
    let size = 0;
    for (const [id, css] of this.rules) {
      if (!wanted.has(id)) continue;
      rules.push([id, css]);
      size += css.length;
    }
    return { rules, screens, size };
  }
}

const watched = new WeakSet<EmotionCache>();

/**
 * Keeps the cache's styles written down, by screen: every id emotion asks for is noted under the
 * screen shown, every rule it inserts under its id; written after each burst (a screen rendered),
 * once the page has been idle for a while, and on leaving the page.
 */
export function keepStylesRemembered(cache: EmotionCache, storage: Storage, win: Window): void {
  if (watched.has(cache)) return;
  watched.add(cache);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    memory.save();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, STYLE_MEMORY_SAVE_DELAY_MS);
  };
  const memory = new StyleMemory(storage, win, () => {
    if (timer === undefined) later();
  });

  // Which ids a screen uses: emotion reads `inserted[id]` for every style a component renders
  // with, whether the id came restored, inserted earlier or is new.
  cache.inserted = new Proxy(cache.inserted, {
    get(target, property, receiver) {
      if (typeof property === 'string' && STYLE_ID.test(property)) memory.used(property);
      return Reflect.get(target, property, receiver);
    },
  });
  // An id's rules, as emotion's stylis hands them to the sheet while it inserts that id.
  let capturing: string[] | null = null;
  const sheetInsert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    capturing?.push(rule);
    sheetInsert(rule);
  };
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules: string[] = [];
    capturing = rules;
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      capturing = null;
      if (shouldCache && rules.length > 0 && STYLE_ID.test(serialized.name)) {
        memory.inserted(serialized.name, rules.join(''));
        later();
      }
    }
  };
  // Leaving before the delay (a link to another site, a reload): written down on the way out.
  win.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
}
