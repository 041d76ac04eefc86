import { DateTime } from 'luxon';
import { formatShowDateTime, relativeToNow } from '@/domain/showDates';

const now = DateTime.fromISO('2027-03-01T10:00:00Z');

describe('show dates on the stand dashboard', () => {
  it('writes French dates as DD/MM/YYYY HH[h]mm in Paris time', () => {
    expect(formatShowDateTime('2027-03-04T08:05:00Z', 'fr')).toBe('04/03/2027 09h05');
    expect(formatShowDateTime('2027-07-04T08:05:00Z', 'fr')).toBe('04/07/2027 10h05');
  });

  it('writes English dates with the month by its name', () => {
    expect(formatShowDateTime('2027-03-04T08:05:00Z', 'en').replace(/\s/g, ' ')).toBe('Mar 4, 2027, 9:05 AM');
  });

  it('says how far the date is, in the language shown', () => {
    expect(relativeToNow('2027-03-13T10:00:00Z', 'fr', now)).toBe('dans 12 jours');
    expect(relativeToNow('2027-03-13T10:00:00Z', 'en', now)).toBe('in 12 days');
    expect(relativeToNow('2027-02-26T10:00:00Z', 'en', now)).toBe('3 days ago');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatShowDateTime(null, 'fr')).toBe('');
    expect(formatShowDateTime('soon', 'fr')).toBe('');
    expect(relativeToNow(undefined, 'en', now)).toBe('');
  });
});
