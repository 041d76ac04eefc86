/** The request list's definition (part 2 §2, §7, §9): what its filters and counters ask the API, and the exports' parameters. */
import { defaultListState } from '@/domain/listQuery';
import { DEMAND_LIST, counterFilters, isCounterActive, toDemandFilterParams, type DemandListState } from '@/features/demands/demandList';
import { exportParams } from '@/features/demands/listSagas';
import { counterValue, fromWireDateTime, offersKind, toWireDateTime, typesOffered } from '@/features/demands/rules';
import type { DemandConfig, DemandType } from '@/domain/api';

const state = (patch: Partial<DemandListState> = {}): DemandListState => ({ ...defaultListState(DEMAND_LIST), ...patch });

describe('the request list', () => {
  it('opens on the newest requests first', () => {
    expect(DEMAND_LIST.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(DEMAND_LIST.sortable).not.toContain('standName');
  });

  it('asks the statuses, types, halls and surface bucket chosen', () => {
    expect(
      toDemandFilterParams({ messages: { unSeen: false, untreated: false }, statuses: ['refused', 'in_progress'], types: ['logistic_vehicle'], halls: ['B', 'A'], surfaceBucket: '51+' }),
    ).toEqual({ 'demandStatus.reference[]': ['in_progress', 'refused'], 'demandType.reference[]': ['logistic_vehicle'], 'stand.hall[]': ['A', 'B'], 'stand.surface[gt]': '50' });
    expect(toDemandFilterParams({ ...counterFilters('messages.unSeen'), surfaceBucket: '11-20' })).toEqual({ unSeen: 'true', 'stand.surface[gt]': '10', 'stand.surface[lte]': '20' });
  });

  it('ignores a saved Messages flag for users without the counters', () =>
    expect(DEMAND_LIST.filterParams!(counterFilters('messages.untreated'), { can: () => false })).toEqual({}));

  it('shows exactly what a counter counts, and knows it is pressed', () => {
    const logistics = counterFilters('logistic.in_progress');
    expect(toDemandFilterParams(logistics)).toEqual({ 'demandStatus.reference[]': ['in_progress'], 'demandType.reference[]': ['logistic_material', 'logistic_vehicle'] });
    expect(isCounterActive(logistics, 'logistic.in_progress')).toBe(true);
    expect(isCounterActive({ ...logistics, halls: ['A'] }, 'logistic.in_progress')).toBe(false);
    expect(isCounterActive(logistics, 'exemption.in_progress')).toBe(false);
  });

  it('reads the counters of the API', () => {
    const counters = { '@type': 'DemandCounters' as const, show: '/backend/shows/3', newMessages: 2, untreated: 5, exemption: { in_progress: 1, validated: 0, refused: 4 }, logistic: { in_progress: 3, validated: 1, refused: 0 } };
    expect(counterValue(counters, 'messages.unSeen')).toBe(2);
    expect(counterValue(counters, 'messages.untreated')).toBe(5);
    expect(counterValue(counters, 'exemption.refused')).toBe(4);
    expect(counterValue(null, 'logistic.validated')).toBeNull();
  });

  it('exports each family with the list’s filters, within its own types', () => {
    const filters = { 'demandStatus.reference[]': ['validated'], 'demandType.reference[]': ['logistic_vehicle', 'exemption_delivery'] };
    expect(exportParams('exemption', 3, state(), filters)).toEqual({
      'stand.show': '3',
      'demandStatus.reference[]': ['validated'],
      'demandType.reference[]': ['exemption_delivery'],
      'order[createdAt]': 'desc',
    });
    expect(exportParams('logistic', 3, state(), filters)).toEqual({
      'demand.stand.show': '3',
      'demand.demandStatus.reference[]': ['validated'],
      'demand.demandType.reference[]': ['logistic_vehicle'],
    });
    expect(exportParams('logistic', 3, state(), {})['demand.demandType.reference[]']).toEqual(['logistic_vehicle', 'logistic_material']);
  });
});

describe('the stand’s requests', () => {
  const type = (id: number, reference: string, position: number): DemandType => ({ '@id': `/backend/demand_types/${id}`, id, reference, label: reference, labelEn: reference, position }) as DemandType;
  const config = (typeId: number, surfaceMin: number): DemandConfig =>
    ({ '@id': `/backend/demand_configs/${typeId}`, id: typeId, show: '/backend/shows/3', demandType: `/backend/demand_types/${typeId}`, surfaceMin, demandsAfter: null, demandsBefore: null }) as DemandConfig;
  const types = [type(1, 'exemption_delivery', 1), type(4, 'logistic_vehicle', 4), type(5, 'logistic_material', 5)];

  it('offers a button when a config of its family admits the stand’s surface (part 1 §2)', () => {
    const configs = [config(1, 30), config(5, 12)];
    expect(offersKind('exemption', types, configs, '24,5')).toBe(false);
    expect(offersKind('logistic', types, configs, '24,5')).toBe(true);
    expect(offersKind('exemption', types, configs, '30')).toBe(true);
    expect(typesOffered('logistic', types, configs, '24,5').map((t) => t.reference)).toEqual(['logistic_material']);
  });

  it('writes dates on the wire in Paris time and reads them back', () => {
    expect(toWireDateTime('2027-03-08T07:30:00Z')).toBe('2027-03-08 08:30');
    expect(toWireDateTime('2027-07-08T07:30:00Z')).toBe('2027-07-08 09:30');
    expect(fromWireDateTime('2027-03-08 08:30')).toBe('2027-03-08T07:30:00Z');
    expect(fromWireDateTime('2027-03-08T07:30:00+00:00')).toBe('2027-03-08T07:30:00Z');
  });
});
