/** The business time zone: one constant, and the lists' short date-times written in it. */
import { BUSINESS_TIME_ZONE, formatShortDateTime } from '@/domain/time';

it('is Paris, the shows’ zone', () => {
  expect(BUSINESS_TIME_ZONE).toBe('Europe/Paris');
});

it('writes a UTC instant in Paris time, in the reader’s language (winter +1 h, summer +2 h)', () => {
  expect(formatShortDateTime('2027-03-04T09:05:00Z', 'fr')).toBe('04/03/2027 10:05');
  expect(formatShortDateTime('2027-07-04T09:05:00Z', 'fr')).toBe('04/07/2027 11:05');
  expect(formatShortDateTime('2027-03-04T21:05:00Z', 'en')).toMatch(/^3\/4\/27, 10:05\sPM$/);
});

it('writes nothing for a missing or unreadable value', () => {
  expect(formatShortDateTime(null, 'fr')).toBe('');
  expect(formatShortDateTime('', 'fr')).toBe('');
  expect(formatShortDateTime('not a date', 'fr')).toBe('');
});
