/**
 * The business time zone: the shows are in France, so every date a person reads or types
 * (show and demand dates, lists, CSV exports, PDFs, e-mails) is in Paris time, whatever the
 * browser's or the server's zone; the API stores and sends UTC.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** '04/03/2027 10:05' / '3/4/27, 10:05 AM' in business time (the lists' created / updated columns); '' when missing or unreadable. */
export function formatShortDateTime(iso: string | null | undefined, locale: string): string {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return '';
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
    shortFormats.set(locale, format);
  }
  return format.format(time);
}
