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
 * Safe by construction: an id is the hash of the serialized styles, so a kept rule is exactly the
 * one emotion would insert for that id; styles changed by a new build get new ids and are inserted
 * as usual (old ones stay unused until the kept text outgrows STYLE_MEMORY_MAX_CHARS and is
 * started again). The order of the kept rules is the order of a previous visit's insertions, as
 * emotion's order already depends on which screen a visit opens first.
 */
import type { EmotionCache } from '@emotion/react';

/** The key of MUI's emotion cache (emotion's default): class names `css-…`. */
const EMOTION_KEY = 'css';
export const STYLE_MEMORY_STORAGE_KEY = 'stand-plans:emotion-styles';
/** Bumped when what is stored changes shape. */
const FORMAT = 1;
/** Past this size (characters of CSS) the kept rules are dropped and gathered again from the next screens. */
export const STYLE_MEMORY_MAX_CHARS = 800_000;
/** New rules are written down this long after the last one was inserted (a screen is usually complete by then). */
export const STYLE_MEMORY_SAVE_DELAY_MS = 2000;

interface KeptStyles {
  format: number;
  ids: string[];
  css: string;
}

function readKept(storage: Storage): KeptStyles | null {
  try {
    const raw = storage.getItem(STYLE_MEMORY_STORAGE_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptStyles>;
    if (kept.format !== FORMAT || !Array.isArray(kept.ids) || typeof kept.css !== 'string') return null;
    // An id is a hash with an optional label: nothing that could break the attribute.
    if (!kept.ids.every((id) => typeof id === 'string' && /^[\w-]+$/.test(id))) return null;
    return kept as KeptStyles;
  } catch {
    return null;
  }
}

/**
 * Puts the kept rules into the document, for emotion's cache to adopt when it is created. Must run
 * before any module creates that cache (src/ui/restoreStyles.ts is index.tsx's first import).
 * Returns how many style ids were restored.
 */
export function restoreStyles(doc: Document, storage: Storage): number {
  const kept = readKept(storage);
  if (!kept || kept.ids.length === 0) return 0;
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', `${EMOTION_KEY} ${kept.ids.join(' ')}`);
  style.textContent = kept.css;
  doc.head.appendChild(style);
  return kept.ids.length;
}

/** The rules of emotion's sheet (the restored element's and those inserted since), in their order. */
function sheetCss(cache: EmotionCache): string {
  const parts: string[] = [];
  for (const tag of cache.sheet.tags) {
    const rules = tag.sheet?.cssRules;
    if (rules && rules.length > 0) {
      for (let i = 0; i < rules.length; i++) parts.push(rules[i].cssText);
    } else if (tag.textContent) {
      parts.push(tag.textContent);
    }
  }
  return parts.join('\n');
}

/** Writes down every style emotion's cache holds now (ids and rules). */
export function rememberStyles(cache: EmotionCache, storage: Storage): void {
  try {
    const ids = Object.keys(cache.inserted).filter((id) => cache.inserted[id] === true && /^[\w-]+$/.test(id));
    const css = sheetCss(cache);
    if (css.length > STYLE_MEMORY_MAX_CHARS) {
      storage.removeItem(STYLE_MEMORY_STORAGE_KEY);
      return;
    }
    storage.setItem(STYLE_MEMORY_STORAGE_KEY, JSON.stringify({ format: FORMAT, ids, css } satisfies KeptStyles));
  } catch {
    // Storage full or refused: the next visit compiles the styles as before.
  }
}

const watched = new WeakSet<EmotionCache>();

/**
 * Keeps the cache's styles written down: after each burst of insertions (a screen rendered),
 * once the page has been idle for a while.
 */
export function keepStylesRemembered(cache: EmotionCache, storage: Storage, win: Window): void {
  if (watched.has(cache)) return;
  watched.add(cache);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    rememberStyles(cache, storage);
  };
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const result = insert(selector, serialized, sheet, shouldCache);
    if (shouldCache) {
      clearTimeout(timer);
      timer = setTimeout(save, STYLE_MEMORY_SAVE_DELAY_MS);
    }
    return result;
  };
  // Leaving before the delay (a link to another site, a reload): written down on the way out.
  win.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
}
