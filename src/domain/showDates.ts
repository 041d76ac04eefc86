/**
 * Dates of a show on the stand dashboard (part 1 §3): shown as DD/MM/YYYY HH[h]mm in
 * French ('04/03/2027 09h05'), with the month by its name in English, and said
 * relative to now ('dans 12 jours' / 'in 12 days'), in Paris time — the show's.
 */
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from './time';

const parse = (iso: string | null | undefined): DateTime | null => {
  if (!iso) return null;
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.setZone(BUSINESS_TIME_ZONE) : null;
};

const isEnglish = (locale: string) => locale.startsWith('en');

/** '04/03/2027 09h05' / 'Mar 4, 2027, 9:05 AM'; '' when missing or unreadable. */
export function formatShowDateTime(iso: string | null | undefined, locale: string): string {
  const date = parse(iso);
  if (!date) return '';
  return isEnglish(locale)
    ? date.setLocale('en-US').toLocaleString(DateTime.DATETIME_MED)
    : date.toFormat("dd/MM/yyyy HH'h'mm");
}

/** 'dans 12 jours', 'il y a 3 heures' / 'in 12 days'; '' when missing. */
export function relativeToNow(iso: string | null | undefined, locale: string, now: DateTime = DateTime.now()): string {
  const date = parse(iso);
  if (!date) return '';
  return date.setLocale(isEnglish(locale) ? 'en' : 'fr').toRelative({ base: now }) ?? '';
}

