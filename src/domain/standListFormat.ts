/** Display formats of the stand list (part 1 §3: list columns show DD/MM/YYYY HH:mm). */
import { DateTime } from 'luxon';

/** An ISO date-time shown in the browser's zone (or `zone`) as '04/03/2027 09:05'; '' when missing or unreadable. */
export function formatListDateTime(iso: string | null | undefined, zone?: string): string {
  if (!iso) return '';
  let date = DateTime.fromISO(iso);
  if (!date.isValid) date = DateTime.fromSQL(iso);
  if (!date.isValid) return '';
  if (zone) date = date.setZone(zone);
  return date.toFormat('dd/MM/yyyy HH:mm');
}

/** The surface as shown: the stored text with a comma decimal, and its unit. */
export function formatSurface(surface: string | null | undefined): string {
  if (surface === null || surface === undefined || surface === '') return '';
  return `${surface.replace('.', ',')} m²`;
}

/** A `YYYY-MM-DD` day from a date picker value (a luxon DateTime), or null. */
export function toDay(date: DateTime | null): string | null {
  return date && date.isValid ? date.toISODate() : null;
}

/** A luxon DateTime at the start of a `YYYY-MM-DD` day, or null. */
export function fromDay(day: string | null): DateTime | null {
  if (!day) return null;
  const date = DateTime.fromISO(day);
  return date.isValid ? date : null;
}
