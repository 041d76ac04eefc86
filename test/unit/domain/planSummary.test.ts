import { applyListChange, toListParams } from '@/domain/listQuery';
import { DEFAULT_STAND_LIST_STATE, STAND_LIST, standListScope } from '@/domain/standListQuery';
import { PLAN_SUMMARY_ROWS, planSummaryFilters, planSummaryLines, type PlanSummary } from '@/domain/planSummary';

const SUMMARY: PlanSummary = {
  '@id': '/backend/shows/3/plan_summary',
  '@type': 'PlanSummary',
  show: '/backend/shows/3',
  totalStands: 150,
  newMessages: 12,
  untreated: 30,
  reportsInProgress: 4,
  reportsClosed: 9,
  validated: 40,
  nonValidated: 110,
  waitingReceipt: 50,
  toVerify: 40,
  toConfirm: 20,
};

/** The GET /backend/stands parameters the list sends once a count's filters are applied to a cleared list. */
function paramsOf(count: (typeof PLAN_SUMMARY_ROWS)[number]['count']) {
  const state = applyListChange(STAND_LIST, DEFAULT_STAND_LIST_STATE, { kind: 'filters', patch: planSummaryFilters(count) });
  const { show, page, itemsPerPage, ...rest } = toListParams(STAND_LIST, standListScope(3), state, { can: () => true });
  expect({ show, page }).toEqual({ show: '3', page: '1' });
  expect(itemsPerPage).toBeDefined();
  const { 'order[name]': _order, ...filters } = rest;
  return filters;
}

describe('plan summary', () => {
  it('lists the counts in the dashboard order, the message ones only when allowed', () => {
    expect(planSummaryLines(SUMMARY, true).map((l) => l.count)).toEqual([
      'totalStands',
      'newMessages',
      'untreated',
      'reportsInProgress',
      'reportsClosed',
      'validated',
      'nonValidated',
      'waitingReceipt',
      'toVerify',
      'toConfirm',
    ]);
    expect(planSummaryLines(SUMMARY, false).map((l) => l.count)).not.toContain('newMessages');
    expect(planSummaryLines({ ...SUMMARY, newMessages: undefined, untreated: undefined }, true).map((l) => l.count)).not.toContain('untreated');
    expect(planSummaryLines(undefined, true)).toEqual([]);
  });

  it("links each count to the stand list filtered to the same stands (the list's own parameters)", () => {
    expect(paramsOf('totalStands')).toEqual({});
    expect(paramsOf('newMessages')).toEqual({ unSeen: 'true' });
    expect(paramsOf('untreated')).toEqual({ treated: 'false' });
    expect(paramsOf('reportsInProgress')).toEqual({ 'nbInProgressReports[gt]': '0' });
    expect(paramsOf('reportsClosed')).toEqual({ 'nbClosedReports[gt]': '0' });
    expect(paramsOf('validated')).toEqual({ 'status[]': ['validatedPlans'] });
    expect(paramsOf('nonValidated')).toEqual({ 'status[]': ['waitingForPlans', 'pendingPlansVerification', 'pendingPlansConfirmation'] });
    expect(paramsOf('waitingReceipt')).toEqual({ 'status[]': ['waitingForPlans'] });
    expect(paramsOf('toVerify')).toEqual({ 'status[]': ['pendingPlansVerification'] });
    expect(paramsOf('toConfirm')).toEqual({ 'status[]': ['pendingPlansConfirmation'] });
  });
});
