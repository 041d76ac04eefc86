/**
 * The dashboards' long dates without luxon for what the API sends (issue 20: a thread's 50 dates
 * went through luxon, 386 ms of a profiled stand dashboard): the same text as luxon wrote, in
 * French and English, every quarter of an hour across Paris's changes of clock.
 */
import { DateTime } from 'luxon';
import { formatShowDateTime } from '@/domain/showDates';

/** The formatter as it was (luxon), the reference. */
function byLuxon(iso: string, locale: string): string {
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  if (!date.isValid) return '';
  const paris = date.setZone('Europe/Paris');
  return locale.startsWith('en') ? paris.setLocale('en-US').toLocaleString(DateTime.DATETIME_MED) : paris.toFormat("dd/MM/yyyy HH'h'mm");
}

/** Every quarter of an hour of the 30 hours around an instant, as the API writes them (and with other offsets). */
function around(utc: string): string[] {
  const start = Date.parse(utc) - 15 * 3600_000;
  const out: string[] = [];
  for (let t = start; t <= start + 30 * 3600_000; t += 15 * 60_000) {
    const iso = new Date(t).toISOString();
    out.push(iso, iso.replace('.000Z', '+00:00'), iso.replace('.000Z', ''), DateTime.fromMillis(t, { zone: 'Europe/Paris' }).toISO() ?? '');
    out.push(DateTime.fromMillis(t, { zone: 'America/New_York' }).toISO({ suppressMilliseconds: true }) ?? '');
  }
  return out;
}

const SPRING = '2027-03-28T01:00:00Z';
const AUTUMN = '2027-10-31T01:00:00Z';
const LOCALES = ['fr', 'en', 'fr-FR', 'en-GB'];

describe('the show dates, Intl instead of luxon', () => {
  it.each([SPRING, AUTUMN, '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-12-31T23:00:00Z'])(
    'writes what luxon wrote around %s, in both languages',
    (instant) => {
      for (const iso of around(instant)) {
        for (const locale of LOCALES) expect([iso, locale, formatShowDateTime(iso, locale)]).toEqual([iso, locale, byLuxon(iso, locale)]);
      }
    },
  );

  it('writes what luxon wrote for the other shapes it reads, and nothing for what it refuses', () => {
    const shapes = [
      '2027-03-04',
      '2027-03-04T08:05',
      '2027-03-04T08:05:00.123456Z',
      '2027-03-04t08:05:00z',
      '2027-03-04T08:05:00+0100',
      '2027-03-04T08:05:00+01',
      '2027-03-04T08:05:00-03:30',
      '2027-03-04T08Z',
      '20270304T0805Z',
      '2027-03-04T24:00:00Z',
      '0999-03-04T08:05:00Z',
      '2027-02-30T00:00:00Z',
      '2027-03-04 08:05:00',
      '2027-13-01T00:00:00Z',
      'soon',
    ];
    for (const iso of shapes) for (const locale of LOCALES) expect([iso, locale, formatShowDateTime(iso, locale)]).toEqual([iso, locale, byLuxon(iso, locale)]);
  });

  it('does not go through luxon for the date-times the API sends', () => {
    const fromISO = jest.spyOn(DateTime, 'fromISO');
    try {
      for (let i = 0; i < 50; i += 1) {
        formatShowDateTime(`2027-03-04T08:${String(i).padStart(2, '0')}:00+00:00`, 'fr');
        formatShowDateTime(`2027-03-04T08:${String(i).padStart(2, '0')}:00Z`, 'en');
      }
      expect(fromISO).not.toHaveBeenCalled();
    } finally {
      fromISO.mockRestore();
    }
  });
});
