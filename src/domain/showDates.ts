/**
 * Dates of a show on the stand dashboard (part 1 §3): shown as DD/MM/YYYY HH[h]mm in
 * French ('04/03/2027 09h05'), with the month by its name in English, and said
 * relative to now ('dans 12 jours' / 'in 12 days'), in Paris time — the show's.
 * The long form goes through two Intl formats made once (a thread's 50 dates went through
 * luxon, 386 ms of a profiled dashboard, issue 20); luxon reads what the quick reading does
 * not (another ISO shape, an impossible date) and says how far a date is.
 */
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE, dateTimeFormat } from './time';

const parse = (iso: string | null | undefined): DateTime | null => {
  if (!iso) return null;
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.setZone(BUSINESS_TIME_ZONE) : null;
};

const isEnglish = (locale: string) => locale.startsWith('en');

/** What the API sends: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss[.fff]]' with an offset or Z, else UTC (as luxon reads it). */
const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,30})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds of an ISO date-time of the usual shape with every part in range, else null (luxon decides). */
function quickInstant(iso: string): number | null {
  const m = WIRE.exec(iso);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v)));
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  let time = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(time).getUTCDate() !== day) return null;
  const offset = m[7];
  if (offset && offset.toUpperCase() !== 'Z') {
    const sign = offset[0] === '-' ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * 60_000;
  }
  return time;
}

let english: Intl.DateTimeFormat | undefined;

/** luxon's DATETIME_MED in en-US, in Paris time: 'Mar 4, 2027, 9:05 AM'. */
const englishFormat = () =>
  (english ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }));

function formatInstant(time: number, locale: string): string {
  if (isEnglish(locale)) return englishFormat().format(time);
  const parts: Record<string, string> = {};
  // The lists' French format (2-digit parts, 24 h, Paris time), its parts rearranged.
  for (const part of dateTimeFormat('fr', BUSINESS_TIME_ZONE).formatToParts(time)) parts[part.type] = part.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}h${parts.minute}`;
}

/** '04/03/2027 09h05' / 'Mar 4, 2027, 9:05 AM'; '' when missing or unreadable. */
export function formatShowDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const quick = quickInstant(iso);
  if (quick !== null) return formatInstant(quick, locale);
  const date = parse(iso);
  if (!date) return '';
  return isEnglish(locale) ? date.setLocale('en-US').toLocaleString(DateTime.DATETIME_MED) : date.toFormat("dd/MM/yyyy HH'h'mm");
}

/** 'dans 12 jours', 'il y a 3 heures' / 'in 12 days'; '' when missing. */
export function relativeToNow(iso: string | null | undefined, locale: string, now: DateTime = DateTime.now()): string {
  const date = parse(iso);
  if (!date) return '';
  return date.setLocale(isEnglish(locale) ? 'en' : 'fr').toRelative({ base: now }) ?? '';
}
