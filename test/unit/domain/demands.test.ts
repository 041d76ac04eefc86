import {
  configFor,
  demandFamily,
  demandSurfaceBounds,
  formatDemandDatetime,
  formatDemandNumber,
  formatWeight,
  isDemandEditable,
  parseDemandDatetime,
  parseDimension,
  parseMeans,
  parseWeight,
  requestButtons,
  typesFor,
  withinWindow,
  type DemandConfigRule,
} from '@/domain/demands';

const config = (type: string, surfaceMin: number, demandsAfter: string | null = null, demandsBefore: string | null = null): DemandConfigRule => ({
  type,
  surfaceMin,
  demandsAfter,
  demandsBefore,
});

describe('request number', () => {
  it('is D and the id padded to 4 digits', () => {
    expect(formatDemandNumber(7)).toBe('D0007');
    expect(formatDemandNumber(42)).toBe('D0042');
    expect(formatDemandNumber(12345)).toBe('D12345');
  });
});

describe('families', () => {
  it('sorts the five types into exemption and logistics', () => {
    expect(demandFamily('exemption_delivery')).toBe('exemption');
    expect(demandFamily('exemption_dismantling')).toBe('exemption');
    expect(demandFamily('logistic_vehicle')).toBe('logistic');
    expect(demandFamily('logistic_material')).toBe('logistic');
    expect(demandFamily('other')).toBeNull();
  });
});

describe('request buttons of a stand', () => {
  const configs = [config('exemption_mounting', 20), config('logistic_material', 9)];
  it('offers a family when one of its configs has a surfaceMin not above the surface', () => {
    expect(requestButtons(configs, '20')).toEqual({ exemption: true, logistic: true });
    expect(requestButtons(configs, '19,5')).toEqual({ exemption: false, logistic: true });
    expect(requestButtons(configs, 8)).toEqual({ exemption: false, logistic: false });
  });
  it('offers nothing without configs or with an unreadable surface', () => {
    expect(requestButtons([], '100')).toEqual({ exemption: false, logistic: false });
    expect(requestButtons(configs, 'n/a')).toEqual({ exemption: false, logistic: false });
  });
  it('lists the types of a family open to the stand', () => {
    expect(typesFor([...configs, config('exemption_delivery', 0)], 'exemption', '12.5')).toEqual(['exemption_delivery']);
    expect(configFor(configs, 'exemption_mounting', '25')?.surfaceMin).toBe(20);
  });
});

describe('date window of a type', () => {
  const bounded = config('exemption_delivery', 0, '2027-03-06T07:00:00Z', '2027-03-08T18:00:00Z');
  it('allows the bounds and what is between them', () => {
    expect(withinWindow(bounded, '2027-03-06T07:00:00Z')).toBe(true);
    expect(withinWindow(bounded, '2027-03-08T18:00:00Z')).toBe(true);
    expect(withinWindow(bounded, '2027-03-07T10:00:00Z')).toBe(true);
  });
  it('refuses outside, and everything without a config', () => {
    expect(withinWindow(bounded, '2027-03-06T06:59:00Z')).toBe(false);
    expect(withinWindow(bounded, '2027-03-08T18:01:00Z')).toBe(false);
    expect(withinWindow(null, '2027-03-07T10:00:00Z')).toBe(false);
  });
  it('leaves an open end open', () => {
    expect(withinWindow(config('exemption_delivery', 0), '1999-01-01T00:00:00Z')).toBe(true);
    expect(withinWindow(config('exemption_delivery', 0, null, '2027-03-08T18:00:00Z'), '2027-03-09T00:00:00Z')).toBe(false);
  });
});

describe("'YYYY-MM-DD HH:mm' in Paris time", () => {
  it('reads winter and summer times to UTC', () => {
    expect(parseDemandDatetime('2027-03-08 07:30')).toBe('2027-03-08T06:30:00Z');
    expect(parseDemandDatetime('2027-07-01 09:00')).toBe('2027-07-01T07:00:00Z');
  });
  it('refuses other shapes, impossible dates and a time skipped by the clock change', () => {
    for (const bad of ['2027-03-08T07:30', '2027-03-08', '08/03/2027 07:30', '2027-02-30 10:00', '2027-03-28 02:30', '0000-06-01 12:00', '0001-01-01 00:05', '9999-01-01 10:00', 42, null]) {
      expect([bad, parseDemandDatetime(bad)]).toEqual([bad, null]);
    }
  });
  it('writes an instant back in Paris time', () => {
    expect(formatDemandDatetime('2027-03-08T06:30:00+00:00')).toBe('2027-03-08 07:30');
    expect(formatDemandDatetime(null)).toBe('');
  });
});

describe('logistics item', () => {
  it('reads a weight with its unit kg or tonne', () => {
    expect(parseWeight('12 kg')).toEqual({ value: 12, unit: 'kg' });
    expect(parseWeight('1,5 tonne')).toEqual({ value: 1.5, unit: 'tonne' });
    expect(parseWeight('3kg')).toEqual({ value: 3, unit: 'kg' });
    expect(formatWeight({ value: 1.5, unit: 'tonne' })).toBe('1.5 tonne');
  });
  it('refuses another unit, no unit, zero or a negative weight', () => {
    for (const bad of ['12 tons', '12', 'kg', '0 kg', '0.0001 kg', '-3 kg', 12]) expect([bad, parseWeight(bad)]).toEqual([bad, null]);
  });
  it('wants at least one known means, each once, in the list order', () => {
    expect(parseMeans(['crane', 'autonomous', 'crane'])).toEqual(['autonomous', 'crane']);
    expect(parseMeans([])).toBeNull();
    expect(parseMeans(['helicopter'])).toBeNull();
    expect(parseMeans('crane')).toBeNull();
  });
  it('reads dimensions in meters above 0', () => {
    expect(parseDimension(0.004)).toBeNull(); // rounds to 0: the table would refuse it
    expect(parseDimension('2,5')).toBe(2.5);
    expect(parseDimension(3)).toBe(3);
    expect(parseDimension(0)).toBeNull();
    expect(parseDimension('abc')).toBeNull();
    expect(parseDimension(5000)).toBeNull();
  });
});

describe('request list', () => {
  it('turns a surface bucket into an API range, half-open on the left', () => {
    expect(demandSurfaceBounds('0-10')).toEqual({ gt: null, lte: 10 });
    expect(demandSurfaceBounds('11-20')).toEqual({ gt: 10, lte: 20 });
    expect(demandSurfaceBounds('51+')).toEqual({ gt: 50, lte: null });
  });
  it('edits only requests in progress', () => {
    expect(isDemandEditable('in_progress')).toBe(true);
    expect(isDemandEditable('validated')).toBe(false);
  });
});
