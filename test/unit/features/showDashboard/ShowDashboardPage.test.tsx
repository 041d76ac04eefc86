import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { DemandConfig, DemandType, Show } from '@/domain/api';
import { DEMAND_TYPE_REFERENCES } from '@/domain/demandConfig';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@/api/errors';
import { rootReducer, type RootState } from '@/app/store';
import {
  DEMAND_CONFIG_FORM,
  SYNC_PREVIEW_DIALOG,
  demandConfigSaveRequested,
  planSummaryCountOpened,
  showDashboardOpened,
  showSyncRequested,
  syncPreviewApplied,
} from '@/features/showDashboard/actions';
import { applyPreview } from '@/features/showDashboard/syncSagas';
import Toasts from '@/ui/Toasts';
import ShowDashboardPage from '@/features/showDashboard/pages/ShowDashboardPage';
import { demandConfigsParams, DEMAND_TYPES_PARAMS } from '@/features/showDashboard/queries';
import { modalOpened } from '@/ui/uiSlice';
import { answeredList } from '../../helpers/lists';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';
import { fakeSyncServer, syncReport } from './syncFixtures';
import type { UnknownAction } from '@reduxjs/toolkit';

const SHOW_ID = 3;
const show = {
  '@id': '/backend/shows/3',
  '@type': 'Show',
  id: SHOW_ID,
  name: 'Salon Démo 2027',
  logo: null,
  exhibitorGuide: null,
  map: null,
  securityInstructions: { '@id': '/backend/show_media/9', mediaFileName: 'notice.pdf', objectUrl: '/backend/show_media/9/file' },
  installationDateStart: '2027-03-08T07:00:00+00:00',
  installationDateEnd: '2027-03-11T18:00:00+00:00',
  uninstallationDateStart: '2027-03-15T18:00:00+00:00',
  uninstallationDateEnd: '2027-03-17T12:00:00+00:00',
  organizerDeadline: '2027-02-12T17:00:00+00:00',
  securityInstructionsFunction: false,
  externalSync: false,
  externalSyncAt: null,
  enabled: true,
  organizer: '/backend/users/5',
  organizerName: 'Olivier Lefèvre',
  hasDemandConfigs: true,
} as unknown as Show;
const types: DemandType[] = DEMAND_TYPE_REFERENCES.map((reference, i) => ({
  '@id': `/backend/demand_types/${i + 1}`,
  '@type': 'DemandType',
  id: i + 1,
  reference,
  label: ['Dérogation livraison', 'Dérogation montage', 'Dérogation démontage', 'Véhicule', 'Matériel'][i],
  labelEn: reference,
  position: i + 1,
}));
const config: DemandConfig = {
  '@id': '/backend/demand_configs/8',
  '@type': 'DemandConfig',
  id: 8,
  show: '/backend/shows/3',
  demandType: '/backend/demand_types/2',
  surfaceMin: 18,
  demandsAfter: '2027-03-07T07:00:00+00:00',
  demandsBefore: '2027-03-11T18:00:00+00:00',
  createdAt: '2027-01-01T00:00:00+00:00',
  updatedAt: '2027-01-01T00:00:00+00:00',
};
const summary = {
  '@id': '/backend/shows/3/plan_summary',
  '@type': 'PlanSummary',
  show: '/backend/shows/3',
  id: SHOW_ID,
  totalStands: 150,
  newMessages: 12,
  untreated: 1,
  reportsInProgress: 4,
  reportsClosed: 9,
  validated: 40,
  nonValidated: 110,
  waitingReceipt: 50,
  toVerify: 40,
  toConfirm: 20,
};



function dashboardState(roles: string[], ...more: UnknownAction[]) {
  return reduce(
    loggedInState(roles),
    entitiesReceived({ type: 'shows', items: [show] }),
    entitiesReceived({ type: 'planSummaries', items: [summary as never] }),
    ...answeredList('demandTypes', DEMAND_TYPES_PARAMS, types),
    ...answeredList('demandConfigs', demandConfigsParams(SHOW_ID), [config]),
    ...more,
  );
}

const renderPage = (roles: string[], ...more: UnknownAction[]) =>
  renderWithStore(
    <Routes>
      <Route path="/salons/:showId" element={<ShowDashboardPage />} />
      <Route path="/salons/:showId/stands" element={<p>Liste des stands</p>} />
    </Routes>,
    dashboardState(roles, ...more),
    `/salons/${SHOW_ID}`,
  );

describe('show dashboard page', () => {
  it('sends a user without show.view (support) to the show\'s stands', () => {
    renderPage(['ROLE_SUPPORT']);
    expect(screen.getByText('Liste des stands')).toBeTruthy();
  });

  it('opens the show and shows its information, dates in Paris time, no security notice when the function is off', () => {
    const { dispatched } = renderPage(['ROLE_ORGANIZER']);
    expect(dispatched).toContainEqual(showDashboardOpened({ showId: SHOW_ID }));
    const info = screen.getByRole('region', { name: 'Informations du salon' });
    expect(within(info).getByText(/^08\/03\/2027 08h00( \(heure de Paris\))?$/)).toBeTruthy();
    expect(within(info).queryByText('Notice de sécurité')).toBeNull();
    const syncCard = screen.getByRole('region', { name: 'Synchronisation' });
    expect(within(syncCard).getByText('Synchronisation non configurée')).toBeTruthy();
    // No gateway: nothing to pull, so the button is disabled and says why (issue 20 item 15).
    const sync = within(syncCard).getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement;
    expect(sync.disabled).toBe(true);
    expect(sync.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sync.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Ce salon n'a pas de passerelle : il n'y a rien à synchroniser.",
    );
    expect(screen.getByRole('region', { name: 'Contact organisateur' }).textContent).toContain('Olivier Lefèvre');
    // The organizer edits the show and its demand settings, not the show's organizer.
    expect(within(info).getByRole('button', { name: 'Modifier le salon' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contact organisateur' })).queryByRole('button')).toBeNull();
  });

  it('lists every request type, configured or not, with an edit button that opens its modal', () => {
    const { dispatched } = renderPage(['ROLE_ORGANIZER']);
    const table = screen.getByRole('table', { name: 'Paramétrage des demandes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Dérogation livraison',
      'Dérogation montage',
      'Dérogation démontage',
      'Véhicule',
      'Matériel',
    ]);
    expect(rows[1].textContent).toContain('18 m²');
    expect(rows[1].textContent).toContain('07/03/2027 08h00');
    expect(rows[0].textContent).toContain('Non paramétré');
    fireEvent.click(within(rows[3]).getByRole('button', { name: 'Modifier le paramétrage : Véhicule' }));
    expect(dispatched).toContainEqual(modalOpened({ name: DEMAND_CONFIG_FORM, id: 4 }));
  });

  it('enables the sync of a show with its gateway on, without the no-gateway line', () => {
    const { dispatched } = renderPage(
      ['ROLE_ORGANIZER'],
      entitiesReceived({ type: 'shows', items: [{ ...show, externalSync: true, source: '/backend/sources/1', sourcePath: '/exports' } as Show] }),
    );
    const syncCard = screen.getByRole('region', { name: 'Synchronisation' });
    const sync = within(syncCard).getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement;
    expect(sync.disabled).toBe(false);
    expect(within(syncCard).queryByText("Ce salon n'a pas de passerelle : il n'y a rien à synchroniser.")).toBeNull();
    fireEvent.click(sync);
    expect(dispatched).toContainEqual(showSyncRequested({ showId: SHOW_ID }));
  });

  it('refuses a surface that is not one in the modal before sending, then saves a good one', async () => {
    const { dispatched } = renderPage(['ROLE_SUPER_ADMIN'], modalOpened({ name: DEMAND_CONFIG_FORM, id: 2 }));
    const dialog = screen.getByRole('dialog', { name: 'Paramétrage de la demande' });
    expect(within(dialog).getByText('Dérogation montage')).toBeTruthy();
    const surface = within(dialog).getByLabelText(/Surface minimale/);
    expect((surface as HTMLInputElement).value).toBe('18');
    fireEvent.change(surface, { target: { value: 'douze' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Surface invalide (un nombre, deux décimales au plus).')).toBeTruthy();
    fireEvent.change(surface, { target: { value: '24,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.some((a) => demandConfigSaveRequested.match(a))).toBe(true));
    const saved = dispatched.find((a) => demandConfigSaveRequested.match(a)) as ReturnType<typeof demandConfigSaveRequested>;
    expect(saved.payload).toMatchObject({ showId: SHOW_ID, demandTypeIri: '/backend/demand_types/2', configId: 8, values: { surfaceMin: '24,5' } });
  });

  it('links every count of the plan summary to the filtered stand list, and shows the stands', () => {
    const { dispatched } = renderPage(['ROLE_SUPER_ADMIN']);
    const card = screen.getByRole('region', { name: 'Synthèse des plans' });
    expect(within(card).getByRole('link', { name: 'Voir les stands' }).getAttribute('href')).toBe('/salons/3/stands');
    const link = within(card).getByRole('link', { name: '1 stand non traité' });
    expect(link.getAttribute('href')).toBe('/salons/3/stands');
    fireEvent.click(within(card).getByRole('link', { name: '20 à confirmer' }));
    expect(dispatched).toContainEqual(planSummaryCountOpened({ showId: SHOW_ID, count: 'toConfirm' }));
    expect(within(card).getAllByRole('link')).toHaveLength(11);
    // The full admin may change the show's organizer.
    expect(within(screen.getByRole('region', { name: 'Contact organisateur' })).getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });
});

describe("the sync preview's 'Appliquer' refused with 409", () => {
  const gatewayShow = { ...show, externalSync: true, source: '/backend/sources/1', sourcePath: '/exports' } as Show;
  const preview = syncReport({
    '@id': '/backend/show_sync_reports/40',
    id: 40,
    kind: 'preview',
    status: 'succeeded',
    progress: 100,
    finishedAt: '2027-03-01T08:05:00+00:00',
  });
  const ranMeanwhile = syncReport({ status: 'succeeded', progress: 100, finishedAt: '2027-03-01T08:06:00+00:00' });

  const renderState = (state: RootState) =>
    renderWithStore(
      <>
        <Routes>
          <Route path="/salons/:showId" element={<ShowDashboardPage />} />
        </Routes>
        <Toasts />
      </>,
      state,
      `/salons/${SHOW_ID}`,
    );

  it('closes the dialog and says a sync runs or just ran, never that the source changed, even when that sync is over', async () => {
    const before = dashboardState(
      ['ROLE_ADMIN'],
      entitiesReceived({ type: 'shows', items: [gatewayShow] }),
      entitiesReceived({ type: 'showSyncReports', items: [preview] }),
      modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 }),
    );
    // The dialog is lazy: its chunk loads inside act.
    let opened!: ReturnType<typeof renderState>;
    await act(async () => {
      opened = renderState(before);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu de la synchronisation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    const applied = opened.dispatched.find((action) => action.type === syncPreviewApplied.type) as ReturnType<typeof syncPreviewApplied>;
    expect(applied.payload).toEqual({ showId: SHOW_ID, preview: '/backend/show_sync_reports/40' });
    opened.unmount();

    const server = fakeSyncServer((request) =>
      request.method === 'POST'
        ? new ApiError(409, [], 'Une synchronisation de ce salon est déjà en cours.')
        : { 'hydra:member': [ranMeanwhile, preview], 'hydra:totalItems': 2 },
    );
    const { storeState } = await expectSaga(applyPreview, applied).withReducer(rootReducer, before).provide(server.providers).run();
    renderState(storeState);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe("Une synchronisation de ce salon est déjà en cours ou vient d'avoir lieu : consultez son résultat sur la carte.");
    expect(screen.queryByText(/changé depuis/)).toBeNull();
  });
});

