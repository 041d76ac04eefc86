/**
 * Issue 24 review (U2, C3): a sync or preview already under way when the card opens — started in
 * another tab, by another user or by the schedule — is shown running and its result picked up; a
 * refused sync (409, one runs already) follows that run — for 'Appliquer', the dialog closes and
 * the user is told a sync runs or just ran, the run over by then read again; a report that stays 'running' is read
 * for 10 minutes at most, then the user is told to come back later.
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rootReducer } from '@/app/store';
import type { ShowSyncReport } from '@/domain/api';
import { MAX_FOLLOW_MS } from '@/domain/gatewayView';
import { mutationStarted } from '@/entities/mutationsSlice';
import { listRequested } from '@/entities/queriesSlice';
import {
  SYNC_KEY,
  SYNC_PREVIEW_DIALOG,
  SYNC_PREVIEW_KEY,
  showDashboardLeft,
  showSyncRequested,
  syncCardOpened,
  syncPreviewApplied,
  syncPreviewRequested,
} from '@/features/showDashboard/actions';
import { syncReportsParams } from '@/features/showDashboard/queries';
import { applyPreview, followRunningOnOpen, previewSync, syncShow } from '@/features/showDashboard/syncSagas';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import { loggedInState, reduce } from '../../helpers/state';
import { fakeSyncServer, syncReport } from './syncFixtures';

const SHOW_ID = 3;
const LIST: ApiRequest = { path: '/show_sync_reports', params: syncReportsParams(SHOW_ID) };
const collection = (items: ShowSyncReport[]) => ({ 'hydra:member': items, 'hydra:totalItems': items.length });
const preview = (patch: Partial<ShowSyncReport> = {}) => syncReport({ '@id': '/backend/show_sync_reports/40', id: 40, kind: 'preview', ...patch });
const done = { status: 'succeeded', progress: 100, finishedAt: '2027-03-01T08:05:00+00:00' } as const;

/** The API by request: `answer` for each call, each report read through `reads[id]` in turn (the last one repeated). */
function fakeServer(answer: (request: ApiRequest) => unknown, reads: Record<number, ShowSyncReport[]>, options: { waitForever?: boolean } = {}) {
  const turns: Record<number, number> = {};
  return fakeSyncServer((request) => {
    const id = /^\/show_sync_reports\/(\d+)$/.exec(request.path)?.[1];
    if (!id) return answer(request);
    const answers = reads[Number(id)];
    const turn = (turns[Number(id)] = (turns[Number(id)] ?? -1) + 1);
    return answers[Math.min(turn, answers.length - 1)];
  }, options);
}

const noCall = (request: ApiRequest) => {
  throw new Error(`unexpected call ${request.method ?? 'GET'} ${request.path}`);
};

describe('the sync card opening while a run is under way', () => {
  it('shows a sync started elsewhere running with its progress, then says how it ended', async () => {
    const running = syncReport({ trigger: 'scheduled', createdByName: null, progress: 30 });
    const server = fakeServer((r) => (r.path === LIST.path ? collection([running, syncReport({ id: 39, ...done })]) : noCall(r)), {
      41: [syncReport({ progress: 60 }), syncReport(done)],
    });
    const { storeState } = await expectSaga(followRunningOnOpen, syncCardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put(mutationStarted(SYNC_KEY))
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_KEY, progress: 0.3 } } })
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_KEY, progress: 0.6 } } })
      .put.like({ action: { payload: { severity: 'success', messageId: 'showDashboard.sync.done' } } })
      .run();
    expect(server.requests.slice(0, 2)).toEqual([LIST, { path: '/show_sync_reports/41' }]);
    expect(storeState.mutations[SYNC_KEY].status).toBe('succeeded');
    expect(storeState.entities.showSyncReports.entities[41].status).toBe('succeeded');
  });

  it('shows a preview started in another tab running, and opens its dialog once it is done', async () => {
    const server = fakeServer((r) => (r.path === LIST.path ? collection([preview({ progress: 10 })]) : noCall(r)), { 40: [preview(done)] });
    const { storeState } = await expectSaga(followRunningOnOpen, syncCardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put(mutationStarted(SYNC_PREVIEW_KEY))
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_PREVIEW_KEY, progress: 0.1 } } })
      .put(modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 }))
      .not.put(mutationStarted(SYNC_KEY))
      .run();
    expect(storeState.mutations[SYNC_PREVIEW_KEY].status).toBe('succeeded');
  });

  it('follows nothing when every run is over, nor a run this tab follows already', async () => {
    const over = fakeServer((r) => (r.path === LIST.path ? collection([syncReport(done), preview(done)]) : noCall(r)), {});
    await expectSaga(followRunningOnOpen, syncCardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(over.providers)
      .not.put.like({ action: { type: 'mutations/mutationStarted' } })
      .run();
    expect(over.requests).toEqual([LIST]);

    const mine = fakeServer((r) => (r.path === LIST.path ? collection([syncReport()]) : noCall(r)), { 41: [syncReport(done)] });
    await expectSaga(followRunningOnOpen, syncCardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, reduce(loggedInState(['ROLE_ADMIN']), mutationStarted(SYNC_KEY)))
      .provide(mine.providers)
      .not.put(mutationStarted(SYNC_KEY))
      .run();
    expect(mine.requests).toEqual([LIST]);
  });

  it('stops following when the dashboard is left, the run going on on the server', async () => {
    const server = fakeServer((r) => (r.path === LIST.path ? collection([syncReport()]) : noCall(r)), { 41: [syncReport()] }, { waitForever: true });
    const { storeState } = await expectSaga(followRunningOnOpen, syncCardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put(mutationStarted(SYNC_KEY))
      .dispatch(showDashboardLeft({ showId: SHOW_ID }))
      .not.put.like({ action: { type: 'ui/toastShown' } })
      .run();
    expect(storeState.mutations[SYNC_KEY]).toBeUndefined();
  });
});

describe('a sync refused because one runs already (409)', () => {
  const refused = new ApiError(409, [], 'Une synchronisation de ce salon est déjà en cours.');

  it("'Synchroniser maintenant' says so, then the card follows that run to its end", async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? refused : r.path === LIST.path ? collection([syncReport({ progress: 50 })]) : noCall(r)), {
      41: [syncReport(done)],
    });
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'error', text: 'Une synchronisation de ce salon est déjà en cours.' } } })
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_KEY, progress: 0.5 } } })
      .put.like({ action: { payload: { severity: 'success', messageId: 'showDashboard.sync.done' } } })
      .run();
    expect(server.requests.map((r) => r.path)).toEqual(['/shows/3/sync', '/show_sync_reports', '/show_sync_reports/41']);
    expect(storeState.mutations[SYNC_KEY].status).toBe('succeeded');
  });

  it("'Appliquer' closes the dialog, says a sync runs or just ran, and the card follows that run to its end", async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? refused : r.path === LIST.path ? collection([syncReport({ progress: 50 })]) : noCall(r)), {
      41: [syncReport(done)],
    });
    const { storeState } = await expectSaga(applyPreview, syncPreviewApplied({ showId: SHOW_ID, preview: '/backend/show_sync_reports/40' }))
      .withReducer(rootReducer, reduce(loggedInState(['ROLE_ADMIN']), modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 })))
      .provide(server.providers)
      .put(modalClosed(SYNC_PREVIEW_DIALOG))
      .put.like({ action: { payload: { severity: 'info', messageId: 'showSync.preview.syncRan' } } })
      .put(mutationStarted(SYNC_KEY))
      .put.like({ action: { type: 'mutations/mutationProgressed', payload: { key: SYNC_KEY, progress: 0.5 } } })
      .put.like({ action: { payload: { severity: 'success', messageId: 'showDashboard.sync.done' } } })
      .run();
    expect(server.requests.map((r) => r.path)).toEqual(['/shows/3/sync', '/show_sync_reports', '/show_sync_reports/41']);
    expect(storeState.mutations[SYNC_PREVIEW_DIALOG]).toBeUndefined();
    expect(storeState.ui.modals[SYNC_PREVIEW_DIALOG].open).toBe(false);
    expect(storeState.mutations[SYNC_KEY].status).toBe('succeeded');
  });

  it("'Appliquer' closes the dialog when that run is over by then too, never saying the source changed", async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? refused : r.path === LIST.path ? collection([syncReport(done)]) : noCall(r)), {});
    const { storeState } = await expectSaga(applyPreview, syncPreviewApplied({ showId: SHOW_ID, preview: '/backend/show_sync_reports/40' }))
      .withReducer(rootReducer, reduce(loggedInState(['ROLE_ADMIN']), modalOpened({ name: SYNC_PREVIEW_DIALOG, id: 40 })))
      .provide(server.providers)
      .put(modalClosed(SYNC_PREVIEW_DIALOG))
      .put.like({ action: { payload: { severity: 'info', messageId: 'showSync.preview.syncRan' } } })
      .put.like({ action: { type: listRequested.type, payload: { resource: 'showSyncReports', params: syncReportsParams(SHOW_ID) } } })
      .not.put(mutationStarted(SYNC_KEY))
      .run();
    expect(storeState.mutations[SYNC_PREVIEW_DIALOG]).toBeUndefined();
    expect(storeState.ui.modals[SYNC_PREVIEW_DIALOG].open).toBe(false);
  });
});

describe('a report that stays running', () => {
  /** Reads answer 'running' for far longer than the cap, then (a safety for the test) 'succeeded'. */
  const endless = (report: ShowSyncReport) => [...Array.from({ length: 1000 }, () => report), { ...report, ...done }];

  it('is read for 10 minutes of pauses at most, growing ones, then the user is told to come back later', async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? syncReport() : noCall(r)), { 41: endless(syncReport({ progress: 20 })) });
    const { storeState } = await expectSaga(syncShow, showSyncRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'info', messageId: 'showSync.stillRunning' } } })
      .not.put.like({ action: { payload: { severity: 'success' } } })
      .run();
    const waited = server.waits.reduce((sum, wait) => sum + wait, 0);
    expect(waited).toBeGreaterThanOrEqual(MAX_FOLLOW_MS);
    expect(waited - server.waits[server.waits.length - 1]).toBeLessThan(MAX_FOLLOW_MS);
    expect(server.waits.slice(0, 3)).toEqual([1000, 1500, 2250]);
    expect(server.requests).toHaveLength(1 + server.waits.length);
    expect(storeState.mutations[SYNC_KEY]).toBeUndefined();
  });

  it('a preview too: the card stops showing it running and says to come back later', async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? preview() : noCall(r)), { 40: endless(preview()) });
    const { storeState } = await expectSaga(previewSync, syncPreviewRequested({ showId: SHOW_ID }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(server.providers)
      .put.like({ action: { payload: { severity: 'info', messageId: 'showSync.preview.stillRunning' } } })
      .not.put.like({ action: { type: modalOpened.type } })
      .run();
    expect(storeState.mutations[SYNC_PREVIEW_KEY]).toBeUndefined();
  });
});
