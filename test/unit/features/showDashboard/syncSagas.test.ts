/**
 * Issue 24: 'Synchroniser maintenant', 'Aperçu avant synchronisation' and the preview's
 * 'Appliquer' — posted, the running report followed (every second, then less often) to its end,
 * and what the user is told: done, failed, not configured (422), refused (409).
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rootReducer } from '@/app/store';
import type { ShowSyncReport } from '@/domain/api';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import {
  SYNC_KEY,
  SYNC_PREVIEW_DIALOG,
  SYNC_PREVIEW_KEY,
  showDashboardLeft,
  showSyncRequested,
  syncPreviewApplied,
  syncPreviewRequested,
} from '@/features/showDashboard/actions';
import { syncReportsParams } from '@/features/showDashboard/queries';
import { applyPreview, previewSync, syncShow } from '@/features/showDashboard/syncSagas';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import { loggedInState, reduce } from '../../helpers/state';
import { fakeSyncServer, syncReport } from './syncFixtures';

const SHOW_ID = 3;
const report = syncReport;

/** The API answering in turn (one answer per call, the last one repeated), and the waits between readings. */
function fakeServer(answers: Array<unknown>, options: { waitForever?: boolean } = {}) {
  let turn = 0;
  return fakeSyncServer(() => answers[Math.min(turn++, answers.length - 1)], options);
}

const READ_41: ApiRequest = { path: '/show_sync_reports/41' };

describe("'Synchroniser maintenant'", () => {
  it("posts the sync, follows the report with growing pauses, then says 'Synchronisation effectuée !'", async () => {
    const server = fakeServer([report(), report({ progress: 50 }), report({ status: 'succeeded', progress: 100 })]);
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_KEY, progress: 0.5 } } })
      .put.like({ action: { payload: { severity: 'success', messageId: 'showDashboard.sync.done' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .put.like({ action: { type: listRequested.type, payload: { resource: 'showSyncReports', params: syncReportsParams(SHOW_ID) } } })
      .run();
    expect(server.requests).toEqual([{ method: 'POST', path: '/shows/3/sync', body: { immediate: true } }, READ_41, READ_41]);
    expect(server.waits).toEqual([1000, 1500]);
    expect(storeState.mutations[SYNC_KEY].status).toBe('succeeded');
    expect(storeState.entities.showSyncReports.entities[41].status).toBe('succeeded');
  });

  it("says 'La synchronisation a échoué...' when the report fails, the report keeping its code", async () => {
    const server = fakeServer([report(), report({ status: 'failed', errorCode: 'LOGIN_FAILED' })]);
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', messageId: 'showDashboard.sync.failed' } } })
      .not.put.like({ action: { payload: { severity: 'success' } } })
      .run();
    expect(storeState.entities.showSyncReports.entities[41].errorCode).toBe('LOGIN_FAILED');
    expect(storeState.mutations[SYNC_KEY]).toBeUndefined();
  });

  it("says 'Ce salon n'est pas configuré pour une synchronisation' on a 422, reading nothing", async () => {
    const server = fakeServer([new ApiError(422, [], 'syncNotConfigured')]);
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', messageId: 'api.error.syncNotConfigured' } } })
      .run();
    expect(server.requests).toHaveLength(1);
    expect(storeState.mutations[SYNC_KEY].status).toBe('failed');
  });

  it("shows the server's reason when a sync runs already (409)", async () => {
    const server = fakeServer([new ApiError(409, [], 'Une synchronisation de ce salon est en cours.')]);
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', text: 'Une synchronisation de ce salon est en cours.' } } })
      .run();
    expect(storeState.mutations[SYNC_KEY].error?.status).toBe(409);
  });

  it("says 'Une synchronisation de ce salon est déjà en cours.' on a 409 without words of the server", async () => {
    const server = fakeServer([new ApiError(409)]);
    await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', messageId: 'api.error.syncRunning' } } })
      .not.put.like({ action: { payload: { messageId: 'showDashboard.sync.failed' } } })
      .run();
  });

  it("says 'La synchronisation a échoué...' when the network fails", async () => {
    const server = fakeServer([new ApiError(0, [], 'Failed to fetch')]);
    await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', messageId: 'showDashboard.sync.failed' } } })
      .run();
  });

  it('stops reading the report when the dashboard is left', async () => {
    const server = fakeServer([report()], { waitForever: true });
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .dispatch(showDashboardLeft({ showId: SHOW_ID }))
      .not.put.like({ action: { payload: { severity: 'success' } } })
      .run();
    expect(server.requests).toHaveLength(1);
    expect(storeState.mutations[SYNC_KEY]).toBeUndefined();
  });
});

describe("'Aperçu avant synchronisation' and 'Appliquer'", () => {
  const preview = (patch: Partial<ShowSyncReport> = {}) => report({ '@id': '/backend/show_sync_reports/40', id: 40, kind: 'preview', ...patch });

  it('runs the preview and opens its dialog once it is done', async () => {
    const server = fakeServer([preview(), preview({ status: 'succeeded', progress: 100 })]);
    const { storeState } = await expectSaga(previewSync, syncPreviewRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put(modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 }))
      .run();
    expect(server.requests).toEqual([{ method: 'POST', path: '/shows/3/sync_preview' }, { path: '/show_sync_reports/40' }]);
    expect(storeState.mutations[SYNC_PREVIEW_KEY].status).toBe('succeeded');
  });

  it('applies the preview: the sync names it, the dialog closes and the card follows the run', async () => {
    const server = fakeServer([report(), report({ status: 'succeeded', progress: 100 })]);
    await expectSaga(applyPreview, syncPreviewApplied({ showId: SHOW_ID, preview: '/backend/show_sync_reports/40' }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put(modalClosed(SYNC_PREVIEW_DIALOG))
      .put.like({ action: { payload: { severity: 'success', messageId: 'showDashboard.sync.done' } } })
      .run();
    expect(server.requests[0]).toEqual({ method: 'POST', path: '/shows/3/sync', body: { immediate: true, preview: '/backend/show_sync_reports/40' } });
  });

  it("shows the server's violation of a 422 (a preview not of this show), not 'pas configuré'", async () => {
    const violation = { propertyPath: 'preview', message: 'Aperçu introuvable pour ce salon.' };
    const server = fakeServer([new ApiError(422, [violation], 'preview: Aperçu introuvable pour ce salon.')]);
    const { storeState } = await expectSaga(applyPreview, syncPreviewApplied({ showId: SHOW_ID, preview: '/backend/show_sync_reports/99' }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', text: 'preview: Aperçu introuvable pour ce salon.' } } })
      .not.put.like({ action: { payload: { messageId: 'api.error.syncNotConfigured' } } })
      .run();
    expect(storeState.mutations[SYNC_PREVIEW_DIALOG].status).toBe('failed');
  });

  it("says 'Ce salon n'est pas configuré pour une synchronisation' when the preview is refused with a 422", async () => {
    const server = fakeServer([new ApiError(422, [], "Ce salon n'est pas configuré pour une synchronisation")]);
    await expectSaga(previewSync, syncPreviewRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState())
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', messageId: 'api.error.syncNotConfigured' } } })
      .run();
  });

  it("closes the dialog on a 409 whose sync is over by then: says a sync runs or just ran, and reads the reports and the show again", async () => {
    const over = report({ status: 'succeeded', progress: 100, finishedAt: '2027-03-01T08:05:00+00:00' });
    const server = fakeServer([new ApiError(409, [], 'Une synchronisation de ce salon est déjà en cours.'), { 'hydra:member': [over], 'hydra:totalItems': 1 }]);
    const { storeState } = await expectSaga(applyPreview, syncPreviewApplied({ showId: SHOW_ID, preview: '/backend/show_sync_reports/40' }))
      .withReducer(rootReducer, reduce(loggedInState(), modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 })))
      .provide(server.providers)
      .put(modalClosed(SYNC_PREVIEW_DIALOG))
      .put.like({ action: { payload: { severity: 'info', messageId: 'showSync.preview.syncRan' } } })
      .put.like({ action: { type: listRequested.type, payload: { resource: 'showSyncReports', params: syncReportsParams(SHOW_ID) } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .not.put.like({ action: { type: 'mutations/mutationStarted', payload: SYNC_KEY } })
      .run();
    expect(server.requests.map((r) => r.path)).toEqual(['/shows/3/sync', '/show_sync_reports']);
    expect(storeState.mutations[SYNC_PREVIEW_DIALOG]).toBeUndefined();
    expect(storeState.ui.modals[SYNC_PREVIEW_DIALOG].open).toBe(false);
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'info', messageId: 'showSync.preview.syncRan' })]);
  });
});
