import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { saveBlob } from '@/api/download';
import { ApiError } from '@/api/errors';
import type { Report, ReportMedia } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { callApi } from '@/features/session/callApi';
import { reportCloseRequested, reportPdfRequested, reportPhotosRequested, reportSaveRequested } from '@/features/standReports/actions';
import { photoUrlOf, toObjectUrl } from '@/features/standReports/photoUrls';
import { uploadFile } from '@/entities/submitForm';
import { closeReport, downloadPdf, loadPhotos, photoUploads, saveReport } from '@/features/standReports/sagas';
import { modalClosed, modalOpened, toastShown } from '@/ui/uiSlice';

const KEY = 'standReports/form';
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const report = (id: number, photos = 0): Report => ({
  '@id': `/backend/reports/${id}`,
  '@type': 'Report',
  id,
  stand: '/backend/stands/7',
  name: 'Moquette abîmée',
  comment: '',
  status: 'in_progress',
  createdBy: { fullName: 'Sam Support' },
  photos: Array.from({ length: photos }, (_, i) => ({ '@id': `/backend/report_media/${i + 1}`, id: i + 1, fileName: `p${i + 1}.png`, contentUrl: `/backend/report_media/${i + 1}/file`, enabled: true })),
  createdAt: '2027-03-08T07:00:00+00:00',
  updatedAt: '2027-03-08T07:00:00+00:00',
  closedAt: null,
});
const media = { '@id': '/backend/report_media/1', id: 1 } as ReportMedia;

describe('saving a finding', () => {
  it('creates the finding on its stand, then uploads each photo to it (report before file), and reloads the stand', async () => {
    const created = report(12);
    const result = await expectSaga(saveReport, reportSaveRequested({ standId: 7, id: null, key: KEY, name: ' Moquette abîmée ', comment: 'Allée B', photos: [png('a.png'), png('b.png')] }))
      .provide([
        [matchers.call.like({ fn: callApi, args: [{ method: 'POST', path: '/reports' }] }), { status: 201, data: created }],
        [matchers.call.fn(uploadFile), media],
      ])
      .put(mutationStarted(KEY))
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/reports', body: { stand: '/backend/stands/7', name: 'Moquette abîmée', comment: 'Allée B' } }] })
      .put(entitiesReceived({ type: 'reports', items: [created] }))
      .put(saveSucceeded({ resource: 'reports', key: KEY, id: 12 }))
      .put(modalClosed(KEY))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run();
    const uploads = result.effects.call.filter((effect) => effect.payload.fn === uploadFile);
    expect(uploads.map((effect) => effect.payload.args[0].file.name)).toEqual(['a.png', 'b.png']);
    expect(uploads.map((effect) => effect.payload.args[0].parts)).toEqual([{ report: '/backend/reports/12' }, { report: '/backend/reports/12' }]);
  });

  it('sends the multipart fields in the order the server reads them: report, then file', async () => {
    const { effects } = await expectSaga(uploadFile, photoUploads('/backend/reports/12', [png('a.png')])[0])
      .provide([[matchers.call.fn(callApi), { status: 201, data: media }]])
      .returns(media)
      .run();
    const body = effects.call[0].payload.args[0].body as FormData;
    expect([...body.keys()]).toEqual(['report', 'file']);
    expect(body.get('report')).toBe('/backend/reports/12');
  });

  it('edits with a PATCH of name and comment', () =>
    expectSaga(saveReport, reportSaveRequested({ standId: 7, id: 12, key: KEY, name: 'Nouveau nom', comment: '', photos: [] }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: report(12) }]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/reports/12', body: { name: 'Nouveau nom', comment: '' } }] })
      .put(saveSucceeded({ resource: 'reports', key: KEY, id: 12 }))
      .run());

  it('a photo beyond the limit refused by the server: the reason said, the finding kept and the form now editing it', () => {
    // As the server words it: its description, then each violation.
    const refused = new ApiError(422, [{ propertyPath: 'file', message: '4 photos ont déjà été téléchargées.' }], 'Le chargement du fichier a échoué.\nfile: 4 photos ont déjà été téléchargées.');
    return expectSaga(saveReport, reportSaveRequested({ standId: 7, id: null, key: KEY, name: 'Fuite', comment: '', photos: [png('5.png')] }))
      .provide([
        [matchers.call.like({ fn: callApi, args: [{ path: '/reports' }] }), { status: 201, data: report(12) }],
        [matchers.call.fn(uploadFile), throwError(refused)],
      ])
      .put(modalOpened({ name: KEY, id: 12 }))
      .put.like({ action: { type: saveFailed.type, payload: { resource: 'reports', key: KEY } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'Le chargement du fichier a échoué.\nfile: 4 photos ont déjà été téléchargées.' } } })
      .put(queriesInvalidated({ resource: 'reports' }))
      .not.put(modalClosed(KEY))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run();
  });

  it('puts a missing name on the field and uploads nothing', () =>
    expectSaga(saveReport, reportSaveRequested({ standId: 7, id: null, key: KEY, name: '', comment: '', photos: [png('a.png')] }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [{ propertyPath: 'name', message: 'Information manquante' }]))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: KEY, fieldErrors: { name: 'Information manquante' } } } })
      .not.call.fn(uploadFile)
      .not.put.like({ action: { type: queriesInvalidated.type } })
      .run());
});

describe('closing a finding', () => {
  it('PATCHes its status, says "Constat clôturé" and reloads the findings and the stand', () =>
    expectSaga(closeReport, reportCloseRequested({ standId: 7, id: 12, key: 'standReports/close' }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: { ...report(12), status: 'closed' } }]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/reports/12', body: { status: 'closed' } }] })
      .put(saveSucceeded({ resource: 'reports', key: 'standReports/close', id: 12 }))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standReports.closed' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run());

  it('a finding closed meanwhile: the failure goes to the confirm dialog (its key) and the stand reloads', () =>
    expectSaga(closeReport, { ...reportCloseRequested({ standId: 7, id: 12, key: 'standReports/close' }), meta: { reportedByDialog: true } } as ReturnType<typeof reportCloseRequested>)
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [], 'Ce constat est clôturé : il ne peut plus être modifié ni clôturé.'))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: 'standReports/close' } } })
      .not.put.like({ action: { type: toastShown.type } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run());
});

describe('the PDF sheet', () => {
  it('is downloaded with the token in the user’s language and saved under the server’s name', () => {
    const blob = new Blob(['%PDF-1.4']);
    return expectSaga(downloadPdf, reportPdfRequested({ id: 12, locale: 'en' }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: 'finding-12-a1.pdf' } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call.like({ fn: callApi, args: [{ path: '/reports/12/pdf/en', responseType: 'blob' }] })
      .call(saveBlob, blob, 'finding-12-a1.pdf')
      .run();
  });

  it('a failure is toasted', () =>
    expectSaga(downloadPdf, reportPdfRequested({ id: 12, locale: 'fr' }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(404))]])
      .not.call.fn(saveBlob)
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .run());
});

describe('photos on screen', () => {
  it('loads each once as a blob and keeps its object URL; a failed one is marked', async () => {
    const blob = new Blob(['png']);
    await expectSaga(loadPhotos, reportPhotosRequested({ contentUrls: ['/backend/report_media/1/file', '/backend/report_media/2/file'] }))
      .provide([
        [matchers.call.like({ fn: callApi, args: [{ path: '/report_media/1/file' }] }), { status: 200, data: { blob } }],
        [matchers.call.like({ fn: callApi, args: [{ path: '/report_media/2/file' }] }), throwError(new ApiError(404))],
        [matchers.call.fn(toObjectUrl), 'blob:1'],
      ])
      .run();
    expect(photoUrlOf('/backend/report_media/1/file')).toBe('blob:1');
    expect(photoUrlOf('/backend/report_media/2/file')).toBe('failed');
    await expectSaga(loadPhotos, reportPhotosRequested({ contentUrls: ['/backend/report_media/1/file'] }))
      .not.call.fn(callApi)
      .run();
  });
});
