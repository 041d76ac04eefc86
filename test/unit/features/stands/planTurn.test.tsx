/** Whose turn on the stand list (issue 25): the cell, the Plans filter boxes, the quick sort, the request. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import { makeStore, type RootState } from '@/app/store';
import { DEFAULT_STAND_LIST_STATE, toStandFilterParams } from '@/domain/standListQuery';
import PlanTurnLabel from '@/features/stands/components/PlanTurnLabel';
import StandListPage from '@/features/stands/pages/StandListPage';
import { listChanged } from '@/lists/actions';
import { ADMIN, PATH, SHOW_ID, TARGET, rootState, stand, toStandListParams, withList } from './fixtures';

// A browser in Paris, whatever the machine's zone: no '(Paris time)' after the stand page's date
// (test/unit/components/parisTimeMark.test.tsx reads the marked form).
jest.mock('@/domain/time', () => {
  const actual = jest.requireActual('@/domain/time');
  return { ...actual, zoneDiffers: (zone?: string, now?: Date) => actual.zoneDiffers(zone ?? 'Europe/Paris', now) };
});

// Monday 2027-03-08 noon in Paris; the stand waits since Monday 2027-03-01: 5 working days.
const NOW = new Date('2027-03-08T11:00:00Z');

describe('PlanTurnLabel', () => {
  it('says whose turn and for how many working days, and marks late ones in words', () => {
    render(
      <IntlProvider locale="fr" messages={fr}>
        <PlanTurnLabel stand={{ turn: 'team', turnSince: '2027-03-01T09:00:00Z', late: true }} now={NOW} />
      </IntlProvider>,
    );
    expect(screen.getByText('Équipe · 5 j ouvrés')).toBeTruthy();
    expect(screen.getByText('En retard')).toBeTruthy();
  });

  it("writes the stand page's date as the dashboards do, 'HHhmm' in French (lists keep HH:mm)", () => {
    render(
      <IntlProvider locale="fr" messages={fr}>
        <PlanTurnLabel long stand={{ turn: 'team', turnSince: '2027-03-01T09:00:00Z', late: false }} now={NOW} />
      </IntlProvider>,
    );
    expect(screen.getByText('Au tour de : Équipe, depuis le 01/03/2027 10h00 (5 j ouvrés)')).toBeTruthy();
  });

  it('in English, without a late marker when on time; the long form on the stand page', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <PlanTurnLabel stand={{ turn: 'exhibitor', turnSince: '2027-03-05T09:00:00Z', late: false }} now={NOW} />
        <PlanTurnLabel long stand={{ turn: 'team', turnSince: '2027-03-01T09:00:00Z', late: false }} now={NOW} />
        <PlanTurnLabel long stand={{ turn: null, turnSince: null, late: false }} now={NOW} />
      </IntlProvider>,
    );
    expect(screen.getByText('Exhibitor · 1 working day')).toBeTruthy();
    expect(screen.queryByText('Late')).toBeNull();
    expect(screen.getByText(/^Whose turn: Team, since Mar 1, 2027, 10:00 AM \(5 working days\)$/)).toBeTruthy();
    expect(screen.getByText('Whose turn: nobody (plans validated)')).toBeTruthy();
  });
});

describe('the stand list filters and quick sort', () => {
  function renderPage(state: RootState, locale: 'fr' | 'en' = 'fr') {
    const { store } = makeStore({ persist: false, runSagas: false, preloadedState: state });
    const dispatched: UnknownAction[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: UnknownAction) => {
      dispatched.push(action);
      return dispatch(action);
    }) as typeof store.dispatch;
    render(
      <Provider store={store}>
        <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
          <MemoryRouter initialEntries={[PATH]}>
            <Routes>
              <Route path="/salons/:showId/stands" element={<StandListPage />} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    return dispatched;
  }
  const listed = () =>
    withList(rootState(ADMIN), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE), [stand(1, { name: 'Bolt', turn: 'team', late: true })], 1);

  it('offers whose turn and late in the Plans group', async () => {
    const dispatched = renderPage(listed());
    const plans = within(await screen.findByRole('group', { name: 'Plans' }));
    fireEvent.click(plans.getByLabelText("Au tour de l'équipe"));
    expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'filters', patch: { turn: { exhibitor: false, team: true } } } }));
    fireEvent.click(plans.getByLabelText('En retard'));
    expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'filters', patch: { late: true } } }));
  });

  it('the quick sort asks for the team’s turn, oldest first (en)', () => {
    const dispatched = renderPage(listed(), 'en');
    const button = screen.getByRole('button', { name: "Oldest on the team's side first" });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'filters', patch: { turn: { exhibitor: false, team: true } } } }));
    expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'sort', sort: { field: 'turn', direction: 'asc' } } }));
  });

  it('sends turn[] when one side is ticked, late=true when asked', () => {
    const base = DEFAULT_STAND_LIST_STATE;
    expect(toStandFilterParams({ ...base, turn: { exhibitor: true, team: false } })).toEqual({ 'turn[]': ['exhibitor'] });
    expect(toStandFilterParams({ ...base, turn: { exhibitor: true, team: true } })).toEqual({});
    expect(toStandFilterParams({ ...base, late: true })).toEqual({ late: 'true' });
  });
});
