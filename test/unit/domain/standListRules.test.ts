import { singleStandRedirect } from '@/domain/standListRedirect';
import { fromDay, toDay } from '@/domain/dayValue';
import { formatListDateTime, formatSurface } from '@/domain/standListFormat';

describe('singleStandRedirect', () => {
  it('sends a standist who sees exactly one stand straight to it', () => {
    expect(singleStandRedirect(['ROLE_STANDIST'], { totalItems: 1, firstId: 42 })).toBe(42);
  });
  it('keeps a standist with several stands, or none, on the list', () => {
    expect(singleStandRedirect(['ROLE_STANDIST'], { totalItems: 3, firstId: 42 })).toBeNull();
    expect(singleStandRedirect(['ROLE_STANDIST'], { totalItems: 0, firstId: null })).toBeNull();
  });
  it('never redirects the other roles', () => {
    for (const role of ['ROLE_SUPER_ADMIN', 'ROLE_SUPPORT_ASTECH', 'ROLE_ORGANIZER']) {
      expect(singleStandRedirect([role], { totalItems: 1, firstId: 42 })).toBeNull();
    }
  });
});

describe('stand list formats', () => {
  it('shows dates as DD/MM/YYYY HH:mm', () => {
    expect(formatListDateTime('2027-03-04T09:05:00+00:00', { zone: 'UTC' })).toBe('04/03/2027 09:05');
    expect(formatListDateTime('2027-03-04T09:05:00+00:00', { zone: 'Europe/Paris' })).toBe('04/03/2027 10:05');
    expect(formatListDateTime('2027-03-04 09:05:00', { zone: 'UTC' })).not.toBe('');
    expect(formatListDateTime(null)).toBe('');
    expect(formatListDateTime('not a date')).toBe('');
  });
  it('reads offsets, SQL date-times as local time, and refuses impossible dates', () => {
    expect(formatListDateTime('2027-03-04T09:05:00-02:30', { zone: 'UTC' })).toBe('04/03/2027 11:35');
    expect(formatListDateTime('2027-03-04T09:05:00.123Z', { zone: 'UTC' })).toBe('04/03/2027 09:05');
    expect(formatListDateTime('2027-03-04T23:30:00+0000', { zone: 'Asia/Tokyo' })).toBe('05/03/2027 08:30');
    expect(formatListDateTime('2027-03-04 09:05:00')).toBe('04/03/2027 09:05');
    expect(formatListDateTime('2027-03-04T09:05:00+00:00')).toBe(
      `04/03/2027 ${String(new Date(Date.UTC(2027, 2, 4, 9, 5)).getHours()).padStart(2, '0')}:05`,
    );
    expect(formatListDateTime('2027-02-30T09:05:00Z')).toBe('');
    expect(formatListDateTime('2027-13-01T09:05:00Z')).toBe('');
  });
  it('shows surfaces with the decimal mark of the language and their unit', () => {
    expect(formatSurface('12,5')).toBe('12,5 m²');
    expect(formatSurface('12.5')).toBe('12,5 m²');
    expect(formatSurface('18,75', 'en')).toBe('18.75 m²');
    expect(formatSurface('1000', 'en')).toBe('1,000 m²');
    expect(formatSurface('1000', 'fr').replace(/\s/g, ' ')).toBe('1 000 m²');
    expect(formatSurface('')).toBe('');
  });
  it('shows dates in English with the month by its name, not DD/MM', () => {
    const en = (iso: string, zone: string) => formatListDateTime(iso, { locale: 'en', zone }).replace(/\s/g, ' ');
    expect(en('2027-03-04T09:05:00+00:00', 'UTC')).toBe('Mar 4, 2027, 9:05 AM');
    expect(en('2027-03-04T21:05:00+00:00', 'Europe/Paris')).toBe('Mar 4, 2027, 10:05 PM');
    expect(formatListDateTime('2027-03-04T09:05:00Z', { locale: 'fr', zone: 'UTC' })).toBe('04/03/2027 09:05');
  });
  it('turns picker dates into days and back', () => {
    expect(toDay(fromDay('2027-03-04'))).toBe('2027-03-04');
    expect(fromDay(null)).toBeNull();
    expect(fromDay('garbage')).toBeNull();
    expect(toDay(null)).toBeNull();
  });
});
