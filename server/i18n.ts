import fs from 'node:fs';
import path from 'node:path';

export type Locale = 'fr' | 'en';
export const LOCALES: readonly Locale[] = ['fr', 'en'];
export const DEFAULT_LOCALE: Locale = 'fr';

const I18N_DIR = path.join(__dirname, '..', 'i18n');

type Catalog = Record<string, string>;
let catalogs: Record<Locale, Catalog> | null = null;

/**
 * i18n/fr.json and i18n/en.json (French is the source): the API's own `api.*` ids, and the SPA's
 * wording that a file the API writes must repeat (the CSV export's headers and statuses are the
 * grid's `standList.column.*` and `standStatus.*`, read here so the two cannot drift).
 */
function load(): Record<Locale, Catalog> {
  if (catalogs) return catalogs;
  const read = (locale: Locale): Catalog => JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${locale}.json`), 'utf8')) as Catalog;
  catalogs = { fr: read('fr'), en: read('en') };
  return catalogs;
}

/** Whether the French catalogue (the source, so every language) holds `key`. */
export function hasMessage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(load().fr, key);
}

export type MessageParams = Record<string, string | number>;

/** Translates `key` and fills `{name}` placeholders (no ICU plural or select: plain messages only). */
export function t(locale: Locale, key: string, params: MessageParams = {}): string {
  const c = load();
  const template = c[locale][key] ?? c.fr[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

/** X-LOCALE first (fr, en, en_US, en-GB…), else Accept-Language by weight, else French. */
export function negotiateLocale(xLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  const pick = (tag: string): Locale | null => {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : null;
  };
  if (xLocale) {
    const chosen = pick(xLocale);
    if (chosen) return chosen;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag, ...rest] = part.trim().split(';');
        const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.tag && entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const entry of ranked) {
      const chosen = pick(entry.tag);
      if (chosen) return chosen;
    }
  }
  return DEFAULT_LOCALE;
}
