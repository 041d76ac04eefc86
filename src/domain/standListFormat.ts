/**
 * Display formats of the stand list in the user's language (part 1 §3: French list
 * columns show DD/MM/YYYY HH:mm). Intl, no date library: luxon would weigh on the
 * list's chunk (the date pickers' day values are in dayValue.ts).
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds since the epoch of an ISO 8601 / SQL date-time (no offset = local time), or null. */
function parseDateTime(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v)));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const offset = m[7];
  let time: number;
  if (offset === undefined) {
    const local = new Date(year, month - 1, day, hour, minute, second);
    if (local.getDate() !== day) return null;
    time = local.getTime();
  } else {
    time = Date.UTC(year, month - 1, day, hour, minute, second);
    if (new Date(time).getUTCDate() !== day) return null;
    if (offset.toUpperCase() !== 'Z') {
      const sign = offset[0] === '-' ? -1 : 1;
      const digits = offset.slice(1).replace(':', '');
      time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * 60_000;
    }
  }
  return time;
}

/** Date-time formats by language and zone, made once (the grid formats 50 dates per page). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * French (part 1 §3): DD/MM/YYYY HH:mm. English: the month by its name, which reads the
 * same on both sides of the Atlantic ('Mar 4, 2027, 9:05 AM').
 */
function dateTimeFormat(locale: string, zone: string | undefined): Intl.DateTimeFormat {
  const english = locale.startsWith('en');
  const key = `${english ? 'en' : 'fr'}|${zone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = english
      ? new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' })
      : new Intl.DateTimeFormat('fr-FR', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        });
    formats.set(key, format);
  }
  return format;
}

export interface FormatOptions {
  /** The language shown ('fr' default, 'en'). */
  locale?: string;
  /** A time zone (default: the browser's). */
  zone?: string;
}

/** An ISO date-time in the user's language and zone: '04/03/2027 09:05' / 'Mar 4, 2027, 9:05 AM'; '' when missing or unreadable. */
export function formatListDateTime(iso: string | null | undefined, { locale = 'fr', zone }: FormatOptions = {}): string {
  if (!iso) return '';
  const time = parseDateTime(iso);
  if (time === null) return '';
  const text = dateTimeFormat(locale, zone).format(time);
  // fr-FR writes '04/03/2027 09:05' (some engines add ' à ' or a comma): one space.
  return locale.startsWith('en') ? text : text.replace(/,? (à )?/, ' ');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The surface (stored as text, '18,75' or '18.75') with the language's decimal mark and its unit. */
export function formatSurface(surface: string | null | undefined, locale = 'fr'): string {
  if (surface === null || surface === undefined || surface === '') return '';
  const value = Number(surface.replace(',', '.'));
  if (!Number.isFinite(value)) return surface;
  const lang = locale.startsWith('en') ? 'en-US' : 'fr-FR';
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return `${format.format(value)} m²`;
}
