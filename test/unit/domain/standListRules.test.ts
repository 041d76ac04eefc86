import { singleStandRedirect } from '@/domain/standListRedirect';
import { fromDay, toDay } from '@/domain/dayValue';
import { formatSurface } from '@/domain/standListFormat';

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

describe('stand list formats (dates: test/unit/domain/time.test.ts)', () => {
  it('shows surfaces with the decimal mark of the language and their unit', () => {
    expect(formatSurface('12,5')).toBe('12,5 m²');
    expect(formatSurface('12.5')).toBe('12,5 m²');
    expect(formatSurface('18,75', 'en')).toBe('18.75 m²');
    expect(formatSurface('1000', 'en')).toBe('1,000 m²');
    expect(formatSurface('1000', 'fr').replace(/\s/g, ' ')).toBe('1 000 m²');
    expect(formatSurface('')).toBe('');
  });
  it('turns picker dates into days and back', () => {
    expect(toDay(fromDay('2027-03-04'))).toBe('2027-03-04');
    expect(fromDay(null)).toBeNull();
    expect(fromDay('garbage')).toBeNull();
    expect(toDay(null)).toBeNull();
  });
});
