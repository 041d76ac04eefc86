/** Day values of the date pickers (luxon DateTime, the pickers' adapter) ↔ 'YYYY-MM-DD'. */
import { DateTime } from 'luxon';

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
