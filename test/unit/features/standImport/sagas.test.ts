/** The stand import wizard's flows: upload (with progress), analyse, apply (400 vs other failures), template. */
import { delay } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import type { ApiRequest } from '@/api/client';
import type { StandImport } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationProgressed, mutationReset, mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { queriesInvalidated } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { callApi } from '@/features/session/callApi';
import {
  IMPORT_KEYS,
  importAnalysisRequested,
  importApplyRequested,
  importFileChosen,
  importTemplateRequested,
} from '@/features/standImport/actions';
import { analyseImport, applyImport, downloadTemplate, pollAnalysisProgress, uploadImportFile } from '@/features/standImport/sagas';
import { navigate } from '@/lib/navigation';
import { standImportRequested } from '@/features/stands/actions';
import { openStandImport } from '@/features/stands/sagas';
import { toastShown } from '@/ui/uiSlice';

const FILE_ITEM = { '@id': '/backend/stand_import_files/7', '@type': 'StandImportFile', id: 7, fileName: 'stands.csv', size: 120, createdAt: '2026-11-23T10:00:00+00:00' };

const analysis = (problems: number): StandImport => ({
  '@id': '/backend/stand_imports/4',
  '@type': 'StandImport',
  id: 4,
  status: 1,
  show: '/backend/shows/3',
  standImportFile: FILE_ITEM['@id'],
  notifyUsers: null,
  stats: { stands: { total: 20, new: 20, changed: 0, unchanged: 0, problems } },
  violations: problems ? [{ row: 5, column: 'Surface (m²)', code: 'standImport.surface', message: '« dix » n’est pas une surface' }] : [],
  encoding: 'utf-8',
  delimiter: ';',
  createdAt: '2026-11-23T10:00:00+00:00',
  appliedAt: null,
});

const failure = (status: number, description: string | null = null, violations: { propertyPath: string; message: string }[] = []) =>
  throwError(new ApiError(status, violations, description));

describe('upload', () => {
  const file = new File(['Hall;Allée\n'], 'stands.csv', { type: 'text/csv' });

  it('sends the file as multipart, reports its progress and keeps the uploaded file', () =>
    expectSaga(uploadImportFile, importFileChosen({ file }))
      .provide({
        call(effect, next) {
          if (effect.fn !== callApi) return next();
          // The browser reports half the bytes sent, then the answer comes.
          (effect.args[0] as ApiRequest).onUploadProgress?.(50, 100);
          return { status: 201, data: FILE_ITEM };
        },
      })
      .put(mutationReset(IMPORT_KEYS.analyse))
      .put(mutationStarted(IMPORT_KEYS.upload))
      .put(mutationProgressed({ key: IMPORT_KEYS.upload, progress: 0.5 }))
      .put(entitiesReceived({ type: 'standImportFiles', items: [FILE_ITEM] }))
      .put(saveSucceeded({ resource: 'standImportFiles', key: IMPORT_KEYS.upload, id: 7 }))
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/stand_import_files' }] })
      .run());

  it('shows the server\'s reasons when the file is refused, else the upload failure', async () => {
    const refused = new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non autorisé (formats acceptés : CSV).' }], 'Le chargement du fichier a échoué.\nfile: Type de fichier non autorisé (formats acceptés : CSV).');
    await expectSaga(uploadImportFile, importFileChosen({ file }))
      .provide([[matchers.call.fn(callApi), throwError(refused)]])
      .put(
        saveFailed({
          resource: 'standImportFiles',
          key: IMPORT_KEYS.upload,
          error: refused.toJSON(),
          fieldErrors: { file: 'Type de fichier non autorisé (formats acceptés : CSV).' },
          refusedFiles: ['file'],
        }),
      )
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'form.uploadRefused', values: { name: 'stands.csv', reason: 'Type de fichier non autorisé (formats acceptés : CSV).' } } } })
      .run();
    await expectSaga(uploadImportFile, importFileChosen({ file }))
      .provide([[matchers.call.fn(callApi), failure(0)]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'form.uploadFailed' } } })
      .run();
  });
});

/** The function behind `delay`, provided as a short real wait: not a second between polls, and not none (a loop that never waits never lets the answer in). */
const DELAY = delay(0).payload.fn;
const shortWait = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('analyse', () => {
  it('posts the file and the show and keeps the analysis with its problems', () =>
    expectSaga(analyseImport, importAnalysisRequested({ showId: 3, standImportFile: FILE_ITEM['@id'] }))
      .provide([[matchers.call.fn(callApi), { status: 201, data: analysis(1) }]])
      .call(callApi, { method: 'POST', path: '/stand_imports', body: { standImportFile: FILE_ITEM['@id'], show: '/backend/shows/3' } })
      .put(entitiesReceived({ type: 'standImports', items: [analysis(1)] }))
      .put(saveSucceeded({ resource: 'standImports', key: IMPORT_KEYS.analyse, id: 4 }))
      .not.put.like({ action: { type: toastShown.type } })
      .run());

  it('polls how far the server is while its answer is awaited, puts it on the mutation, and stops once it answers', async () => {
    const polled: string[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const posted = new Promise((resolve) => {
      answer = resolve;
    });
    const shares = [null, 0.25, 0.6];
    await expectSaga(analyseImport, importAnalysisRequested({ showId: 3, standImportFile: FILE_ITEM['@id'] }))
      .provide({
        call(effect, next) {
          if (effect.fn === DELAY) return shortWait();
          if (effect.fn !== callApi) return next();
          const request = effect.args[0] as ApiRequest;
          if (request.method === 'POST') return posted;
          polled.push(request.path);
          const share = shares[polled.length - 1];
          // After the third poll, the analysis answers.
          if (polled.length === shares.length) answer({ status: 201, data: analysis(0) });
          return { status: 200, data: { analysing: share !== undefined && share !== null, progress: share ?? null } };
        },
      })
      .put(mutationStarted(IMPORT_KEYS.analyse))
      .put(mutationProgressed({ key: IMPORT_KEYS.analyse, progress: 0.25 }))
      .put(mutationProgressed({ key: IMPORT_KEYS.analyse, progress: 0.6 }))
      .put(saveSucceeded({ resource: 'standImports', key: IMPORT_KEYS.analyse, id: 4 }))
      .run({ timeout: 2000, silenceTimeout: false });
    // The poller was cancelled with the answer: no more polls, none before the analysis started.
    expect(polled.length).toBeGreaterThanOrEqual(shares.length);
    expect(polled.length).toBeLessThanOrEqual(shares.length + 1);
    expect(new Set(polled)).toEqual(new Set(['/stand_import_files/7/progress']));
  });

  it('keeps polling through a failed poll (the progress is a courtesy)', () => {
    let polls = 0;
    return expectSaga(pollAnalysisProgress, 7)
      .provide({
        call(effect, next) {
          if (effect.fn === DELAY) return shortWait();
          if (effect.fn !== callApi) return next();
          return (polls++ === 0 ? Promise.reject(new ApiError(0)) : Promise.resolve({ status: 200, data: { analysing: true, progress: 0.5 } }));
        },
      })
      .put(mutationProgressed({ key: IMPORT_KEYS.analyse, progress: 0.5 }))
      .silentRun(50);
  });

  it('lists a refusal\'s violations as property: message', () =>
    expectSaga(analyseImport, importAnalysisRequested({ showId: 99, standImportFile: FILE_ITEM['@id'] }))
      .provide([[matchers.call.fn(callApi), failure(422, null, [{ propertyPath: 'show', message: 'Ce salon n’existe pas.' }])]])
      .put.like({ action: { type: saveFailed.type, payload: { key: IMPORT_KEYS.analyse } } })
      .put.like({ action: { type: toastShown.type, payload: { text: 'show: Ce salon n’existe pas.' } } })
      .run());
});

describe('apply', () => {
  const request = importApplyRequested({ showId: 3, importId: 4, notifyUsers: false });

  it('saves status 2 with the notify choice, reloads the stand lists, toasts and goes back to the stand list', () =>
    expectSaga(applyImport, request)
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { ...analysis(0), status: 2 } }],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(callApi, { method: 'PATCH', path: '/stand_imports/4', body: { status: 2, notifyUsers: false } })
      .put(saveSucceeded({ resource: 'standImports', key: IMPORT_KEYS.apply, id: 4 }))
      .put(queriesInvalidated({ resource: 'stands' }))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standImport.applied' } } })
      .call(navigate, '/salons/3/stands')
      .run());

  it('shows the server\'s description of a 400 and stays', () =>
    expectSaga(applyImport, request)
      .provide([[matchers.call.fn(callApi), failure(400, 'Cet import a déjà été appliqué.')]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'Cet import a déjà été appliqué.' } } })
      .not.call.fn(navigate)
      .run());

  it.each([403, 500, 0])('shows the generic message for a %i', (status) =>
    expectSaga(applyImport, request)
      .provide([[matchers.call.fn(callApi), failure(status, 'Accès refusé.')]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'error.generic' } } })
      .not.call.fn(navigate)
      .run());
});

describe('template', () => {
  it('downloads the template in the chosen language', () =>
    expectSaga(downloadTemplate, importTemplateRequested({ locale: 'en' }))
      .provide([[matchers.call.fn(downloadFile), undefined]])
      .call(downloadFile, { path: '/stand_imports/template', params: { locale: 'en' } }, 'stands_en.csv')
      .run());
});

describe("the stand list's 'Importer' entry", () => {
  it('opens the show\'s import wizard', () =>
    expectSaga(openStandImport, standImportRequested({ showId: 3 }))
      .provide([[matchers.call.fn(navigate), undefined]])
      .call(navigate, '/salons/3/stands/importation')
      .run());
});
