import { DateTime } from 'luxon';
import type { DemandConfig, DemandType } from '@/domain/api';
import {
  DEMAND_TYPE_REFERENCES,
  demandConfigBody,
  demandConfigInitialValues,
  demandSettingsRows,
  demandTypeLabel,
  parseSurface,
  windowInOrder,
} from '@/domain/demandConfig';
import { canSearchOrganizers, newOrganizerBody } from '@/domain/showOrganizer';

const type = (id: number, reference: string, position: number): DemandType => ({
  '@id': `/backend/demand_types/${id}`,
  '@type': 'DemandType',
  id,
  reference,
  label: `FR ${reference}`,
  labelEn: `EN ${reference}`,
  position,
});
const config = (id: number, typeId: number, patch: Partial<DemandConfig> = {}): DemandConfig => ({
  '@id': `/backend/demand_configs/${id}`,
  '@type': 'DemandConfig',
  id,
  show: '/backend/shows/3',
  demandType: `/backend/demand_types/${typeId}`,
  surfaceMin: 12.5,
  demandsAfter: '2027-03-06T07:00:00+00:00',
  demandsBefore: '2027-03-11T18:00:00+00:00',
  createdAt: '2027-01-01T00:00:00+00:00',
  updatedAt: '2027-01-01T00:00:00+00:00',
  ...patch,
});

describe('demand settings', () => {
  it('gives one row per type, in the types\' order, with the show\'s config when there is one', () => {
    const types = DEMAND_TYPE_REFERENCES.map((reference, i) => type(i + 1, reference, 5 - i));
    const rows = demandSettingsRows(types, [config(8, 2)]);
    expect(rows.map((r) => r.type.reference)).toEqual([...DEMAND_TYPE_REFERENCES].reverse());
    expect(rows.filter((r) => r.config).map((r) => [r.type.reference, r.config!.id])).toEqual([['exemption_mounting', 8]]);
    expect(demandTypeLabel(types[0], 'en-GB')).toBe('EN exemption_delivery');
    expect(demandTypeLabel(types[0], 'fr')).toBe('FR exemption_delivery');
  });

  it('edits the bounds as UTC date-times and sends them so; the surface with a decimal comma', () => {
    const values = demandConfigInitialValues(config(8, 2));
    expect(values.surfaceMin).toBe('12,5');
    expect(values.demandsAfter).toBe('2027-03-06T07:00:00Z');
    expect(demandConfigBody(values)).toEqual({ surfaceMin: 12.5, demandsAfter: '2027-03-06T07:00:00Z', demandsBefore: '2027-03-11T18:00:00Z' });
    expect(demandConfigInitialValues(null)).toEqual({ surfaceMin: '0', demandsAfter: null, demandsBefore: null });
    expect(demandConfigBody({ surfaceMin: '9', demandsAfter: null, demandsBefore: null })).toEqual({ surfaceMin: 9, demandsAfter: null, demandsBefore: null });
  });

  it('reads surfaces as typed and refuses what is not one', () => {
    expect(parseSurface(' 18,75 ')).toBe(18.75);
    expect(parseSurface('0')).toBe(0);
    for (const bad of ['-2', 'douze', '1,234', '']) expect(parseSurface(bad)).toBeNaN();
  });

  it('wants the window in order, an open end being fine', () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toUTC().toISO();
    expect(windowInOrder(at('2027-03-06T08:00'), at('2027-03-11T19:00'))).toBe(true);
    expect(windowInOrder(at('2027-03-12T08:00'), at('2027-03-11T19:00'))).toBe(false);
    expect(windowInOrder(null, at('2027-03-11T19:00'))).toBe(true);
    expect(windowInOrder(at('2027-03-12T08:00'), null)).toBe(true);
  });
});

describe('organizer card rules', () => {
  it('searches from 2 characters', () => {
    expect(canSearchOrganizers(' o ')).toBe(false);
    expect(canSearchOrganizers('ol')).toBe(true);
  });

  it('creates an organizer whose identifier is the e-mail, trimmed, without an empty phone', () => {
    expect(newOrganizerBody({ company: ' A ', lastName: 'B', firstName: 'C', email: ' c@b.test ', phone: ' ' }, '/backend/roles/4')).toEqual({
      company: 'A',
      lastName: 'B',
      firstName: 'C',
      email: 'c@b.test',
      username: 'c@b.test',
      phone: null,
      role: '/backend/roles/4',
    });
  });
});
