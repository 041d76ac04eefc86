/**
 * The stand's safety flows (issue 22): the forced 'NOTICE SPS EXPOSANT' (opens only for a standist
 * on a show with the function and a stand without a record; a close does not dismiss it; a saved
 * record closes it; a 422 keeps it open with its field errors), the stand media upload and delete,
 * the stand list's attestations zip.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/store';
import { saveBlob } from '@/api/download';
import { ApiError } from '@/api/errors';
import type { Show, Stand, StandMedia, StandSecurityInstruction } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { uploadFile } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { standPageOpened } from '@/features/stands/actions';
import {
  ATTESTATION_ZIP_MODAL,
  SAFETY_NOTICE_MODAL,
  attestationZipRequested,
  safetyNoticeSaveRequested,
  standMediaDeleteRequested,
  standMediaUploadRequested,
} from '@/features/standSafety/actions';
import { safetyNoticeInitialValues, type SafetyNoticeValues } from '@/features/standSafety/forms/safetyNoticeForm';
import standSafetySagas, {
  confirmStandMediaDelete,
  downloadAttestationZip,
  uploadStandMedia,
  watchSafetyNotice,
} from '@/features/standSafety/sagas';
import { confirmRequested, modalClosed, modalOpened, toastShown } from '@/ui/uiSlice';
import { ADMIN, SHOW_ID, STANDIST, rootState, stand } from '../stands/fixtures';

const STAND_ID = 9;
const RECORD_IRI = '/backend/stand_security_instructions/31';

const show = (securityInstructionsFunction: boolean): Show =>
  ({ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: true, securityInstructionsFunction, securityInstructions: null }) as unknown as Show;

function state(roles: string[], { withFunction = true, record = null as string | null, withShow = true } = {}): RootState {
  const actions = [entitiesReceived({ type: 'stands', items: [stand(STAND_ID, { standSecurityInstruction: record })] })];
  if (withShow) actions.push(entitiesReceived({ type: 'shows', items: [show(withFunction)] }));
  return actions.reduce<RootState>((current, action) => rootReducer(current, action), rootState(roles));
}

const noticeOpen = (s: RootState) => s.ui.modals[SAFETY_NOTICE_MODAL]?.open === true;

/** Two builders and a coordinator, as the e2e journey types them. */
function filled(): SafetyNoticeValues {
  return {
    ...safetyNoticeInitialValues(null),
    downloadOk: true,
    lastName: 'Bernard',
    firstName: 'Emma',
    company: 'Lumen',
    phone: '0601020304',
    email: 'emma@example.test',
    builtByMore: true,
    numberOfBuilders: '2',
    standistLastname: 'Martin',
    standistFirstname: 'Paul',
    standistPhone: '0607080910',
    standistEmail: 'paul@example.test',
    withCoordinator: true,
    coordinatorLastName: 'Roux',
    coordinatorFirstName: 'Léa',
    coordinatorPhone: '0611121314',
    coordinatorEmail: 'lea@example.test',
  };
}

const record = { '@id': RECORD_IRI, id: 31, stand: `/backend/stands/${STAND_ID}` } as StandSecurityInstruction;

describe('the forced safety form', () => {
  it('opens for a standist on a show with the function and a stand without a record', () =>
    expectSaga(watchSafetyNotice, standPageOpened({ id: STAND_ID }))
      .withReducer(rootReducer, state(STANDIST))
      .put(modalOpened({ name: SAFETY_NOTICE_MODAL, id: STAND_ID }))
      .silentRun(50));

  it('waits for the stand’s show before deciding', () =>
    expectSaga(watchSafetyNotice, standPageOpened({ id: STAND_ID }))
      .withReducer(rootReducer, state(STANDIST, { withShow: false }))
      .dispatch(entitiesReceived({ type: 'shows', items: [show(true)] }))
      .put(modalOpened({ name: SAFETY_NOTICE_MODAL, id: STAND_ID }))
      .silentRun(50));

  it.each([
    ['an admin', ADMIN, {}],
    ['a show without the function', STANDIST, { withFunction: false }],
    ['a stand with its record', STANDIST, { record: RECORD_IRI }],
  ] as const)('stays closed for %s', async (_, roles, options) => {
    const { storeState } = await expectSaga(watchSafetyNotice, standPageOpened({ id: STAND_ID }))
      .withReducer(rootReducer, state([...roles], options))
      .not.put.actionType(modalOpened.type)
      .silentRun(50);
    expect(noticeOpen(storeState)).toBe(false);
  });

  it('closes one left open by another stand once this stand needs none', async () => {
    const open = rootReducer(state(STANDIST, { record: RECORD_IRI }), modalOpened({ name: SAFETY_NOTICE_MODAL, id: 4 }));
    const { storeState } = await expectSaga(watchSafetyNotice, standPageOpened({ id: STAND_ID })).withReducer(rootReducer, open).silentRun(50);
    expect(noticeOpen(storeState)).toBe(false);
  });

  it('cannot be dismissed: a close while the stand has no record opens it again', async () => {
    const { storeState, effects } = await expectSaga(watchSafetyNotice, standPageOpened({ id: STAND_ID }))
      .withReducer(rootReducer, state(STANDIST))
      .dispatch(modalClosed(SAFETY_NOTICE_MODAL))
      .silentRun(50);
    expect(effects.put.filter((effect) => effect.payload.action.type === modalOpened.type)).toHaveLength(2);
    expect(noticeOpen(storeState)).toBe(true);
  });

  it('closes after a successful save, the stand then holding its record', async () => {
    const { storeState } = await expectSaga(standSafetySagas)
      .withReducer(rootReducer, state(STANDIST))
      .provide([[matchers.call.fn(callApi), { status: 201, data: record }]])
      .dispatch(standPageOpened({ id: STAND_ID }))
      .dispatch(safetyNoticeSaveRequested({ standId: STAND_ID, values: filled() }))
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/stand_security_instructions' }] })
      .put(saveSucceeded({ resource: 'standSecurityInstructions', key: SAFETY_NOTICE_MODAL, id: 31 }))
      .put(modalClosed(SAFETY_NOTICE_MODAL))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standSafety.form.saved' } } })
      .silentRun(100);
    expect(noticeOpen(storeState)).toBe(false);
    expect((storeState.entities.stands.entities[STAND_ID] as Stand).standSecurityInstruction).toBe(RECORD_IRI);
  });

  it('sends the record the rules make: what the answers hide emptied, the count a number, the stand named', async () => {
    const values = { ...filled(), withCoordinator: false, coordinatorLastName: 'left over', numberOfBuilders: ' 3 ' };
    let body: Record<string, unknown> = {};
    await expectSaga(standSafetySagas)
      .withReducer(rootReducer, state(STANDIST))
      .provide({
        call(effect, next) {
          if (effect.fn !== callApi) return next();
          body = (effect.args[0] as { body: Record<string, unknown> }).body;
          return { status: 201, data: record };
        },
      })
      .dispatch(safetyNoticeSaveRequested({ standId: STAND_ID, values }))
      .silentRun(50);
    expect(body).toMatchObject({
      stand: `/backend/stands/${STAND_ID}`,
      downloadOk: true,
      builtByOne: false,
      builtByMore: true,
      numberOfBuilders: 3,
      standistEmail: 'paul@example.test',
      withCoordinator: false,
      coordinatorLastName: null,
    });
  });

  it('a 422 keeps it open, the violations under their fields', async () => {
    const violation = { propertyPath: 'numberOfBuilders', message: 'Au moins 2 entreprises.' };
    const { storeState } = await expectSaga(standSafetySagas)
      .withReducer(rootReducer, state(STANDIST))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [violation]))]])
      .dispatch(standPageOpened({ id: STAND_ID }))
      .dispatch(safetyNoticeSaveRequested({ standId: STAND_ID, values: { ...filled(), numberOfBuilders: '1' } }))
      .put.like({ action: { type: saveFailed.type, payload: { key: SAFETY_NOTICE_MODAL, fieldErrors: { numberOfBuilders: 'Au moins 2 entreprises.' } } } })
      .not.put(modalClosed(SAFETY_NOTICE_MODAL))
      .silentRun(100);
    expect(noticeOpen(storeState)).toBe(true);
    expect(storeState.mutations[SAFETY_NOTICE_MODAL].fieldErrors).toEqual({ numberOfBuilders: 'Au moins 2 entreprises.' });
    expect((storeState.entities.stands.entities[STAND_ID] as Stand).standSecurityInstruction).toBeNull();
  });
});

describe('stand media', () => {
  const pdf = new File(['%PDF-1.4'], 'attestation-en.pdf', { type: 'application/pdf' });
  const media = { '@id': '/backend/stand_media/5', id: 5, stand: `/backend/stands/${STAND_ID}`, language: 'en', mediaFileName: 'attestation-en.pdf' } as StandMedia;

  it('uploads the file with its stand and language, then lists it', () =>
    expectSaga(uploadStandMedia, standMediaUploadRequested({ standId: STAND_ID, language: 'en', file: pdf }))
      .withReducer(rootReducer, state(ADMIN))
      .provide([[matchers.call.fn(uploadFile), media]])
      .call.like({ fn: uploadFile, args: [{ field: 'file', path: '/stand_media', parts: { stand: `/backend/stands/${STAND_ID}`, language: 'en' } }] })
      .put(entitiesReceived({ type: 'standMedia', items: [media] }))
      .put(saveSucceeded({ resource: 'standMedia', key: 'standSafety/mediaUpload', id: 5 }))
      .silentRun(50));

  it('a refused file: its reason under the file, nothing listed', () =>
    expectSaga(uploadStandMedia, standMediaUploadRequested({ standId: STAND_ID, language: 'fr', file: pdf }))
      .withReducer(rootReducer, state(ADMIN))
      .provide([[matchers.call.fn(uploadFile), throwError(new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier refusé.' }]))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: 'standSafety/mediaUpload', fieldErrors: { file: 'Type de fichier refusé.' } } } })
      .not.put.actionType(entitiesReceived.type)
      .silentRun(50));

  it('a delete asks first, with the file-removal confirmation of part 2 §8', () =>
    expectSaga(confirmStandMediaDelete, standMediaDeleteRequested({ id: 5 }))
      .put(
        confirmRequested({
          titleId: 'confirm.fileRemoval.title',
          messageId: 'confirm.fileRemoval.text',
          action: deleteRequested({ resource: 'standMedia', id: 5, key: 'standSafety/mediaDelete', successMessageId: 'standSafety.media.deleted' }),
        }),
      )
      .run());
});

describe('the attestations zip', () => {
  const zip = { blob: new Blob(['PK']), filename: 'Salon - Attestations SPS - 2027-03-04_1005.zip' };

  it('asks for the selected stands, saves the file under the server’s name, a progress dialog meanwhile', () =>
    expectSaga(downloadAttestationZip, attestationZipRequested({ showId: SHOW_ID, selectedIds: [4, 7, 9] }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: zip }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .put(modalOpened({ name: ATTESTATION_ZIP_MODAL }))
      .call.like({ fn: callApi, args: [{ path: '/stands_security_attestation', params: { 'ids[]': ['4', '7', '9'] }, responseType: 'blob' }] })
      .call(saveBlob, zip.blob, zip.filename)
      .put(modalClosed(ATTESTATION_ZIP_MODAL))
      .run());

  it('asks for the whole show when no stand is selected', () =>
    expectSaga(downloadAttestationZip, attestationZipRequested({ showId: SHOW_ID, selectedIds: [] }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: zip }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call.like({ fn: callApi, args: [{ path: '/stands_security_attestation', params: { show: String(SHOW_ID) } }] })
      .run());

  it('a refusal shows the server’s description, the progress dialog gone', () =>
    expectSaga(downloadAttestationZip, attestationZipRequested({ showId: SHOW_ID, selectedIds: [4] }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(400, [], 'Aucune attestation.'))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'Aucune attestation.' } } })
      .put(modalClosed(ATTESTATION_ZIP_MODAL))
      .not.call.fn(saveBlob)
      .run());

  it('a failure without a description shows the generic message', () =>
    expectSaga(downloadAttestationZip, attestationZipRequested({ showId: SHOW_ID, selectedIds: [4] }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(500))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'error.generic' } } })
      .put(modalClosed(ATTESTATION_ZIP_MODAL))
      .run());
});
