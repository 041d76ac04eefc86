/**
 * The business time zone: the shows are in France, so every date a person reads or types
 * (show and demand dates, lists, CSV exports, PDFs, e-mails) is in Paris time, whatever the
 * browser's or the server's zone; the API stores and sends UTC. `formatDateTime` is the one
 * formatter of the date-times the lists, dialogs and PDFs show (the dashboards' longer form is
 * showDates.ts, in the same zone); a screen read in another zone says so (`zoneDiffers`).
 * Intl, no date library: luxon would weigh on the lists' chunk.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds since the epoch of an ISO 8601 / SQL date-time (no offset = the runtime's local time), or null. */
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
 * same on both sides of the Atlantic ('Mar 4, 2027, 9:05 AM'). Made once per language and zone.
 */
export function dateTimeFormat(locale: string, zone: string): Intl.DateTimeFormat {
  const english = locale.startsWith('en');
  const key = `${english ? 'en' : 'fr'}|${zone}`;
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

/**
 * An ISO date-time in the reader's language, in Paris time (another zone for tests and tools):
 * '04/03/2027 10:05' (part 1 §3) / 'Mar 4, 2027, 10:05 AM'; '' when missing or unreadable.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, zone: string = BUSINESS_TIME_ZONE): string {
  if (!iso) return '';
  const time = parseDateTime(iso);
  if (time === null) return '';
  const text = dateTimeFormat(locale, zone).format(time);
  // fr-FR writes '04/03/2027 09:05' (some engines add ' à ' or a comma): one space.
  return locale.startsWith('en') ? text : text.replace(/,? (à )?/, ' ');
}

let runtimeZone: string | null = null;

/**
 * The zone the browser (or the runtime) reads times in. Read once: a new Intl.DateTimeFormat per
 * call cost the stand dashboard ~50 ms (each of its 50 messages' dates asked; issue 20's profile).
 */
export const runtimeTimeZone = (): string => (runtimeZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The short clock per zone, made once (zoneDiffers is asked per date shown). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
    clocks.set(zone, format);
  }
  return format;
}

/**
 * Whether a reader in `zone` must be told the times are Paris time ('(heure de Paris)'): the
 * zone is another one, or one whose clock differs from Paris's now or in six months (summer time).
 */
export function zoneDiffers(zone: string = runtimeTimeZone(), now: Date = new Date()): boolean {
  if (zone === BUSINESS_TIME_ZONE) return false;
  const clock = (z: string, at: Date) => clockFormat(z).format(at);
  const later = new Date(now.getTime() + 182 * 24 * 3600 * 1000);
  try {
    return clock(zone, now) !== clock(BUSINESS_TIME_ZONE, now) || clock(zone, later) !== clock(BUSINESS_TIME_ZONE, later);
  } catch {
    return true;
  }
}

/** Minutes Paris's clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
function businessOffsetMinutes(time: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round((Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/**
 * A Paris wall-clock time of a 'YYYY-MM-DD' day as ISO 8601 with Paris's offset that day
 * ('2027-03-04T00:00:00+01:00'), what the API's date filters read: a day picked in a filter is a
 * Paris day, as the list shows its dates (issue 20 item 9). Null for a malformed day.
 */
export function businessDayTime(day: string, time: '00:00:00' | '23:59:59'): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [hour, minute, second] = time.split(':').map(Number);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute, second);
  if (new Date(wall).getUTCDate() !== Number(m[3])) return null;
  // The offset at the guessed instant, checked again at the result (a change of clock that night).
  let offset = businessOffsetMinutes(wall - businessOffsetMinutes(wall) * 60_000);
  if (businessOffsetMinutes(wall - offset * 60_000) !== offset) offset = businessOffsetMinutes(wall);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
