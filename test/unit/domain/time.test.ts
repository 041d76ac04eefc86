/**
 * One clock (issue 20 item 9): the business time zone, the one formatter of the dates users read,
 * and the mark when the browser is elsewhere. A reader in New York, as a visitor's browser could
 * be (jest's sandbox cannot change its own zone: the grid's mark is told the zone, and the
 * formatter runs in a real New York process): what a grid cell shows must still be the Paris time
 * the CSV export writes.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createIntl } from 'react-intl';
import fr from '../../../i18n/fr.json';
import { STAND_LIST_GRID_COLUMNS } from '@/features/stands/components/standListColumns';
import { buildColumns } from '@/lists/columns';
import { BUSINESS_TIME_ZONE, businessDayTime, formatDateTime, runtimeTimeZone, zoneDiffers } from '@/domain/time';

jest.mock('@/domain/time', () => {
  const actual = jest.requireActual('@/domain/time');
  return { ...actual, zoneDiffers: (zone?: string, now?: Date) => actual.zoneDiffers(zone ?? 'America/New_York', now) };
});

it('is Paris, the shows’ zone', () => {
  expect(BUSINESS_TIME_ZONE).toBe('Europe/Paris');
});

it('writes Paris time in a process running in New York (the case the issue met)', () => {
  const script = `import('./src/domain/time.ts').then(({ default: m }) => process.stdout.write(JSON.stringify([
    m.runtimeTimeZone(), new Date('2027-03-04T08:05:00Z').getHours(), m.formatDateTime('2027-03-04T08:05:00Z', 'fr'), m.zoneDiffers()])))`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, TZ: 'America/New_York' },
    encoding: 'utf8',
  });
  expect(JSON.parse(out)).toEqual(['America/New_York', 3, '04/03/2027 09:05', true]);
});

it('writes a UTC instant in Paris time whatever the browser’s zone (winter +1 h, summer +2 h)', () => {
  expect(formatDateTime('2027-03-04T09:05:00Z', 'fr')).toBe('04/03/2027 10:05');
  expect(formatDateTime('2027-07-04T09:05:00Z', 'fr')).toBe('04/07/2027 11:05');
  expect(formatDateTime('2027-03-04T21:05:00Z', 'en').replace(/\s/g, ' ')).toBe('Mar 4, 2027, 10:05 PM');
});

it('reads offsets and refuses impossible dates; another zone on request (tools, tests)', () => {
  expect(formatDateTime('2027-03-04T09:05:00+00:00', 'fr', 'UTC')).toBe('04/03/2027 09:05');
  expect(formatDateTime('2027-03-04T09:05:00-02:30', 'fr', 'UTC')).toBe('04/03/2027 11:35');
  expect(formatDateTime('2027-03-04T09:05:00.123Z', 'fr', 'UTC')).toBe('04/03/2027 09:05');
  expect(formatDateTime('2027-03-04T23:30:00+0000', 'fr', 'Asia/Tokyo')).toBe('05/03/2027 08:30');
  expect(formatDateTime('2027-03-04T09:05:00+00:00', 'en', 'UTC').replace(/\s/g, ' ')).toBe('Mar 4, 2027, 9:05 AM');
  // An SQL date-time without offset is the runtime's local time.
  expect(formatDateTime('2027-03-04 09:05:00', 'fr', runtimeTimeZone())).toBe('04/03/2027 09:05');
  expect(formatDateTime('2027-02-30T09:05:00Z', 'fr')).toBe('');
  expect(formatDateTime('2027-13-01T09:05:00Z', 'fr')).toBe('');
});

it('writes nothing for a missing or unreadable value', () => {
  expect(formatDateTime(null, 'fr')).toBe('');
  expect(formatDateTime('', 'fr')).toBe('');
  expect(formatDateTime('not a date', 'fr')).toBe('');
});

it('marks the times for a reader in another zone, not for one on Paris’s clock', () => {
  expect(zoneDiffers('America/New_York')).toBe(true);
  expect(zoneDiffers('Europe/Paris')).toBe(false);
  expect(zoneDiffers('Europe/Brussels')).toBe(false);
  expect(zoneDiffers('Europe/London')).toBe(true);
  expect(zoneDiffers('Not/AZone')).toBe(true);
});

it("shows the stand list's 'Mise à jour' as the CSV writes it (test/api/resources/standsCsv.test.ts), its header marked", () => {
  const intl = createIntl({ locale: 'fr', messages: fr as Record<string, string> });
  const columns = buildColumns({ definition: { sortable: [] }, messages: 'standList', columns: STAND_LIST_GRID_COLUMNS, rowLabel: () => '' }, intl, {
    can: () => true,
    canDelete: false,
    onDelete: () => undefined,
    actions: [],
    onAction: () => undefined,
  });
  const updatedAt = columns.find((c) => c.field === 'updatedAt')!;
  // The CSV's French cell for 2027-03-04T08:05:00Z is '04/03/2027 09:05' (Paris), not 03:05 (New York).
  expect((updatedAt.valueFormatter as unknown as (value: string) => string)('2027-03-04T08:05:00Z')).toBe('04/03/2027 09:05');
  expect(updatedAt.headerName).toBe('Mise à jour (heure de Paris)');
  expect(updatedAt.description).toBe(fr['common.zoneNote']);
});

it("bounds a day picked in a filter by Paris's clock that day, summer time and its change included", () => {
  expect(businessDayTime('2027-03-04', '00:00:00')).toBe('2027-03-04T00:00:00+01:00');
  expect(businessDayTime('2027-08-15', '23:59:59')).toBe('2027-08-15T23:59:59+02:00');
  // The nights the clock changes: the day starts in winter time and ends in summer time, and back.
  expect(businessDayTime('2027-03-28', '00:00:00')).toBe('2027-03-28T00:00:00+01:00');
  expect(businessDayTime('2027-03-28', '23:59:59')).toBe('2027-03-28T23:59:59+02:00');
  expect(businessDayTime('2027-10-31', '00:00:00')).toBe('2027-10-31T00:00:00+02:00');
  expect(businessDayTime('2027-10-31', '23:59:59')).toBe('2027-10-31T23:59:59+01:00');
  expect(businessDayTime('2027-02-30', '00:00:00')).toBeNull();
  expect(businessDayTime('04/03/2027', '00:00:00')).toBeNull();
});
