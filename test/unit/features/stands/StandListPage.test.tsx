import { act, render, screen, within, fireEvent } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import { makeStore, rootReducer, type RootState } from '@/app/store';
import { DEFAULT_STAND_LIST_STATE } from '@/domain/standListQuery';
import StandListPage from '@/features/stands/pages/StandListPage';
import { standListOpened } from '@/features/stands/actions';
import { listChanged, listRowDeleteRequested } from '@/lists/actions';
import { STAND_BULK_SUMMARY } from '@/features/stands/bulk/actions';
import { modalOpened } from '@/ui/uiSlice';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { ADMIN, ORGANIZER, PATH, SHOW_ID, STANDIST, TARGET, rootState, stand, toStandListParams, withList } from './fixtures';

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
            <Route path="/stands/:id" element={<p>stand page</p>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { store, dispatched };
}

const rows = [
  stand(1, { name: 'Acme', status: 'validatedPlans', layouts: [{ label: 'Cloison', color: '#ff0000' }] }),
  stand(2, { name: 'Bolt', status: 'pendingPlansVerification', nbInProgressReports: 2 }),
];
const listed = (roles: string[]) =>
  withList(rootState(roles), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE, { messageFilters: !roles.includes('ROLE_STANDIST') }), rows, 2);

describe('StandListPage', () => {
  it('asks for the list of its show when it opens', () => {
    const { dispatched } = renderPage(listed(ADMIN));
    expect(dispatched).toContainEqual(standListOpened(TARGET));
  });

  it('shows the rows with their status labels and the column headers', () => {
    renderPage(listed(ADMIN));
    const grid = within(screen.getByRole('grid'));
    expect(grid.getByText('Acme')).toBeTruthy();
    expect(grid.getByText('Bolt')).toBeTruthy();
    expect(grid.getByText('Plans validés')).toBeTruthy();
    expect(grid.getByText('En attente de vérification')).toBeTruthy();
    expect(grid.getByText('Cloison')).toBeTruthy();
    expect(grid.getByText('Enseigne')).toBeTruthy();
    expect(grid.getAllByText('12,5 m²')).toHaveLength(2);
  });

  it('shows numbers and dates as the language writes them', () => {
    const dated = [stand(1, { name: 'Acme', surface: '18,75', updatedAt: '2027-03-04T09:05:00+00:00' })];
    renderPage(withList(rootState(ADMIN), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE), dated, 1), 'en');
    const grid = within(screen.getByRole('grid'));
    expect(grid.getByText('18.75 m²')).toBeTruthy();
    expect(grid.getByText(/^Mar 4, 2027/)).toBeTruthy();
    expect(grid.getByRole('columnheader', { name: 'Area' })).toBeTruthy();
  });

  it('shows the four filter groups, delete buttons and the export menu to an admin', async () => {
    renderPage(listed(ADMIN));
    // The filter panel renders a frame after the rows (issue 20).
    for (const group of ['Messages', 'Plans', 'Notice de sécurité', 'Constats']) {
      expect(await screen.findByRole('group', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer Acme' })).toBeTruthy();
  });

  it('hides the Messages group, delete and export from a standist', async () => {
    renderPage(listed(STANDIST));
    expect(await screen.findByRole('group', { name: 'Plans' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Messages' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Notice de sécurité' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Constats' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Acme' })).toBeNull();
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  describe('triage of messages', () => {
    const triageRows = [
      stand(1, { name: 'Acme', unSeen: true, treated: false }),
      stand(2, { name: 'Bolt', unSeen: false, treated: true }),
    ];
    const triageList = (roles: string[]) =>
      withList(rootState(roles), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE), triageRows, 2);

    it('shows which stands have new or untreated messages, and lets support staff mark them seen and treated', () => {
      const { dispatched } = renderPage(triageList(ADMIN));
      const grid = within(screen.getByRole('grid'));
      expect(grid.getByRole('columnheader', { name: 'Messages' })).toBeTruthy();
      const acme = within(grid.getByText('Acme').closest('[role="row"]') as HTMLElement);
      expect(acme.getByText('Nouveau')).toBeTruthy();
      expect(acme.getByText('Non traité')).toBeTruthy();
      const bolt = within(grid.getByText('Bolt').closest('[role="row"]') as HTMLElement);
      expect(bolt.queryByText('Nouveau')).toBeNull();
      // The buttons are on the rows they apply to only.
      expect(screen.queryByRole('button', { name: 'Marquer comme vu Bolt' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Marquer comme traité Bolt' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Marquer comme vu Acme' }));
      fireEvent.click(screen.getByRole('button', { name: 'Marquer comme traité Acme' }));
      const patches = dispatched.filter((a) => a.type === 'mutations/saveRequested').map((a) => a.payload);
      expect(patches).toEqual([
        expect.objectContaining({ resource: 'stands', id: 1, method: 'PATCH', data: { unSeen: false } }),
        expect.objectContaining({ resource: 'stands', id: 1, method: 'PATCH', data: { treated: true } }),
      ]);
    });

    it('lets an organizer mark stands treated, not seen (opening a stand as admin or support does that)', () => {
      renderPage(triageList(ORGANIZER));
      expect(screen.getByRole('button', { name: 'Marquer comme traité Acme' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Marquer comme vu Acme' })).toBeNull();
    });

    it('shows a standist neither the Messages column nor the triage buttons', () => {
      renderPage(withList(rootState(STANDIST), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE, { messageFilters: false }), triageRows, 2));
      expect(screen.queryByRole('columnheader', { name: 'Messages' })).toBeNull();
      expect(screen.queryByText('Nouveau')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Marquer comme traité Acme' })).toBeNull();
    });
  });

  describe('the layout the user chooses, saved with the list', () => {
    const arranged = (layout: object) =>
      withList(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, layout }), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE), rows, 2);
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

    it('folds the filter panel away and back', () => {
      const { dispatched } = renderPage(listed(ADMIN));
      fireEvent.click(screen.getByRole('button', { name: 'Masquer les filtres' }));
      expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'layout', patch: { filtersFolded: true } } }));
    });

    it('shows no filter panel while folded, and offers to show it', () => {
      renderPage(arranged({ order: [], hidden: [], filtersFolded: true }));
      expect(screen.queryByRole('group', { name: 'Plans' })).toBeNull();
      // Not a panel still to come (rendered a frame later when shown): none at all.
      expect(document.querySelector('[data-after-first-paint]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Afficher les filtres' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('shows the columns in the saved order, without the hidden ones', () => {
      renderPage(arranged({ order: ['status', 'updatedAt'], hidden: ['hall', 'aisle'], filtersFolded: false }));
      const shown = headers();
      // A date header says '(heure de Paris)' when the machine's clock is not Paris's.
      const at = (label: string) => shown.findIndex((header) => header.startsWith(label));
      // The name first (it stays in view), then the saved order.
      expect(at('Enseigne')).toBeGreaterThanOrEqual(0);
      expect(at('Enseigne')).toBeLessThan(at('Statut'));
      expect(at('Statut')).toBeLessThan(at('Mise à jour'));
      expect(shown).not.toContain('Hall');
      expect(shown).not.toContain('Allée');
    });

    it('lets the user hide and move columns from the Columns dialog', async () => {
      const { dispatched } = renderPage(listed(ADMIN));
      fireEvent.click(screen.getByRole('button', { name: 'Colonnes' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Colonnes affichées' }));
      fireEvent.click(dialog.getByRole('checkbox', { name: 'Hall' }));
      expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'layout', patch: { hidden: ['hall'] } } }));
      // The name stays first and shown: it is the column that stays in view.
      expect((dialog.getByRole('checkbox', { name: 'Enseigne' }) as HTMLInputElement).disabled).toBe(true);
      expect((dialog.getByRole('button', { name: 'Descendre Enseigne' }) as HTMLButtonElement).disabled).toBe(true);
      expect((dialog.getByRole('button', { name: /^Monter Mise à jour/ }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(dialog.getByRole('button', { name: 'Monter Hall' }));
      const moved = dispatched.filter((a) => listChanged.match(a) && a.payload.change.kind === 'layout').pop();
      expect(moved).toEqual(
        listChanged({
          ...TARGET,
          change: { kind: 'layout', patch: { order: ['name', 'updatedAt', 'status', 'messages', 'nbInProgressReports', 'nbClosedReports', 'hall', 'turn', 'aisle', 'number', 'surface', 'standType', 'layouts'] } },
        }),
      );
    });
  });

  it('dispatches a filter intent when a box is ticked', async () => {
    const { dispatched } = renderPage(listed(ADMIN));
    const plans = await screen.findByRole('group', { name: 'Plans' });
    fireEvent.click(within(plans).getByLabelText('Plans validés'));
    expect(dispatched).toContainEqual(
      listChanged({ ...TARGET, change: { kind: 'filters', patch: { statuses: ['validatedPlans'] } } }),
    );
  });

  it('asks to delete a stand from its row', () => {
    const { dispatched } = renderPage(listed(ADMIN));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Bolt' }));
    expect(dispatched).toContainEqual(listRowDeleteRequested({ ...TARGET, id: 2 }));
  });

  it('shows the next page of rows and its total when the list changes', () => {
    const { store } = renderPage(listed(ADMIN));
    const grid = () => within(screen.getByRole('grid'));
    expect(screen.getByText('1–2 sur 2')).toBeTruthy();
    const saved = { ...DEFAULT_STAND_LIST_STATE, statuses: ['validatedPlans' as const] };
    const request = listRequested({ resource: 'stands', params: toStandListParams(SHOW_ID, saved, { messageFilters: true }) });
    act(() => {
      store.dispatch(listChanged({ ...TARGET, change: { kind: 'filters', patch: { statuses: ['validatedPlans'] } } }));
      store.dispatch(request);
    });
    // The previous rows stay while the new ones load.
    expect(grid().getByText('Bolt')).toBeTruthy();
    act(() => {
      store.dispatch(entitiesReceived({ type: 'stands', items: [stand(5, { name: 'Cargo', status: 'validatedPlans' })] }));
      store.dispatch(
        listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: [5], totalItems: 1, fetchedAt: 2 }),
      );
    });
    expect(grid().getByText('Cargo')).toBeTruthy();
    expect(grid().queryByText('Bolt')).toBeNull();
    expect(screen.getByText('1–1 sur 1')).toBeTruthy();
  });

  it('says when no stand matches the filters', () => {
    const saved = { ...DEFAULT_STAND_LIST_STATE, search: 'zzz' };
    const state = withList(rootState(ADMIN, saved), toStandListParams(SHOW_ID, saved), [], 0);
    renderPage(state);
    expect(screen.getByText('Aucun stand ne correspond à ces filtres.')).toBeTruthy();
  });

  it('keeps the selection once the bulk result is closed, for the next action on the same stands (issue 20, item 2)', async () => {
    const { store } = renderPage(listed(ADMIN));
    const grid = within(await screen.findByRole('grid', {}, { timeout: 10_000 }));
    fireEvent.click(grid.getAllByRole('checkbox', { name: /Sélectionner la ligne|Select row/ })[0]);
    const selection = () => screen.getByTestId('list-selection-count').textContent;
    expect(selection()).toContain('1 ligne sélectionnée');
    act(() => {
      store.dispatch(
        modalOpened({ name: STAND_BULK_SUMMARY, data: { action: 'markTreated', status: null, matched: 1, changed: 1, skipped: [] } }),
      );
    });
    const summary = screen.getByRole('dialog', { name: 'Résultat' });
    fireEvent.click(within(summary).getByRole('button', { name: 'Fermer' }));
    expect(store.getState().ui.modals[STAND_BULK_SUMMARY]?.open).toBeFalsy();
    expect(selection()).toContain('1 ligne sélectionnée');
  });

  it('names its show in the title once the show is known (issue 20, item 3)', () => {
    const state = rootReducer(
      listed(ADMIN),
      entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon Archive 2025' } as never] }),
    );
    renderPage(state);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stands — Salon Archive 2025');
  });
});
