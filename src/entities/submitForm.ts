/**
 * A form's submission as one saga, told the same way by every form (in the spirit of Uniswap's
 * `createMonitoredSaga`: one wrapper keeps the flow's status and tells its failure, the feature
 * gives only its own steps):
 * 1. `mutationStarted(key)`;
 * 2. the files uploaded first (`uploads`, multipart, one request each); a refused one stops
 *    there: nothing written, its reason under its field, the file taken out of the form
 *    (`refusedFiles`, read by `<ServerErrors>`), the server's description in a toast;
 * 3. the write (`write`, given the stored files by field), then what needs what it wrote
 *    (`afterWrite`: a finding's photos, a user's show links), whose failure leaves the write done;
 * 4. success: `onSuccess`, `saveSucceeded`, the modal closed, the success toast; failure:
 *    `saveFailed` with the violations on the form's fields (a path under a field counts:
 *    `confirmation.email`, `queryParameters[0].name`), the others (or the error) in a toast;
 * 5. `refresh`, whatever the outcome (a failure may have written part, or met data that moved).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { Params } from '@/api/params';
import { splitViolations, violationsText } from '@/api/violations';
import { callApi } from '@/features/session/callApi';
import { errorToast, successToast as successToastOf } from '@/ui/toasts';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import type { EntityId, EntityType } from './entityTypes';
import { mutationProgressed, mutationStarted, saveFailed, saveSucceeded } from './mutationsSlice';

/** What the server answers for a stored file: at least its IRI. */
export interface StoredFile {
  '@id': string;
}

export interface FileUpload {
  /** The form's field holding the file ('logo', 'files'): a refusal is told under it. */
  field: string;
  /** Its place in a list field (the second attachment): that one leaves the list when refused. */
  index?: number;
  file: File;
  /** The media collection ('/show_media') and its query ({type: 'logo'}). */
  path: string;
  params?: Params;
  /** Multipart fields sent before the file, which the server reads first ({report: IRI}). */
  parts?: Record<string, string>;
}

/** The stored files by form field, in the order given. */
export type UploadedFiles = Record<string, StoredFile[]>;

export interface FormSubmission<R> {
  /** The mutation key the form reads (pending, field errors); often the modal's name. */
  key: string;
  resource: EntityType;
  /** The form's field names: a violation on one of them, or under one, goes under it. */
  fields: readonly string[];
  /** Where a violation's path lands in the form, when the wire names it otherwise (`message.content` → `message`). */
  fieldOf?: (propertyPath: string) => string;
  uploads?: readonly FileUpload[];
  /** Tell the uploads' progress on the mutation (0 to 1 of the bytes of the file being sent). */
  progress?: boolean;
  /** A saga, or a plain function when the write is the upload itself. */
  write: (uploaded: UploadedFiles) => SagaIterator<R> | R;
  /** Steps that need what was written; their failure leaves the write done and is told in a toast. */
  afterWrite?: (written: R) => SagaIterator<R> | R;
  /** What the store learns of the result (entities, a new token) before the success is told. */
  onSuccess?: (written: R) => SagaIterator;
  /**
   * What a failure changes besides the telling (the form reopened on what was written); `true` when
   * it told the user itself (a 409's own warning): the violations still go on the fields, no toast.
   */
  onFailure?: (error: SerializedApiError, written: R | null) => SagaIterator<boolean | void> | boolean | void;
  /** The id the mutation keeps on success (default: `written.id` when a number). */
  idOf?: (written: R) => EntityId | null;
  /** The success toast's i18n id (and values, or both from what was written); default 'toast.saved'; null for none. */
  successToast?: string | SuccessToast | ((written: R) => SuccessToast) | null;
  /** The message of a failure the server did not explain; `always`: said on every failure (part 1 §8 'Echec envoi notification'). */
  failureToast?: { messageId: string; always?: boolean };
  closeModal?: string;
  /** Put after the submission, whatever its outcome: what it may have changed. */
  refresh?: readonly UnknownAction[];
}

export interface SuccessToast {
  messageId: string;
  values?: Record<string, string | number>;
}

export type Submitted<R> = { ok: true; written: R } | { ok: false; error: SerializedApiError };

const UPLOAD_FAILED = 'form.uploadFailed';
const UPLOAD_REFUSED = 'form.uploadRefused';
const END = -1;

function* forwardProgress(key: string, shares: Channel<number>): SagaIterator {
  for (;;) {
    const share: number = yield take(shares);
    if (share === END) return;
    yield put(mutationProgressed({ key, progress: share }));
  }
}

/** One file to its media collection (multipart: `parts`, then `file`); the stored file back. */
export function* uploadFile(upload: FileUpload, onProgress?: (loaded: number, total: number) => void): SagaIterator<StoredFile> {
  const body = new FormData();
  for (const [name, value] of Object.entries(upload.parts ?? {})) body.append(name, value);
  body.append('file', upload.file, upload.file.name);
  const response: ApiResponse<StoredFile> = yield call(callApi, {
    method: 'POST',
    path: upload.path,
    ...(upload.params ? { params: upload.params } : {}),
    body,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
  return response.data;
}

function* uploadWithProgress(key: string, upload: FileUpload): SagaIterator<StoredFile> {
  const shares: Channel<number> = yield call(channel);
  yield fork(forwardProgress, key, shares);
  try {
    return (yield call(uploadFile, upload, (loaded: number, total: number) => shares.put(total > 0 ? loaded / total : 0))) as StoredFile;
  } finally {
    shares.put(END);
  }
}

/** A form's usual write: POST to the collection for a new item, PATCH (merge-patch) of the item with its id. */
export function* createOrPatch<T>(collection: string, id: EntityId | null, body: Record<string, unknown>): SagaIterator<T> {
  const response: ApiResponse<T> = yield call(
    callApi,
    id === null ? { method: 'POST', path: collection, body } : { method: 'PATCH', path: `${collection}/${id}`, body },
  );
  return response.data;
}

/** Where a refused file sits in the form values: 'logo', 'files[1]'. */
const pathOf = (upload: FileUpload) => (upload.index === undefined ? upload.field : `${upload.field}[${upload.index}]`);

/**
 * A refused upload: the file out of the form, the server's reason under its field, and in a toast
 * the file's name with that reason ('Le chargement de « outil.exe » a échoué : Type de fichier non
 * autorisé (…)'): the file leaves the list, so the toast says which one it was. Without a reason,
 * the server's description (or ours).
 */
function* uploadRefused(key: string, resource: EntityType, upload: FileUpload, error: SerializedApiError): SagaIterator {
  const reason = error.violations.map((v) => v.message).join(' ');
  const name = upload.file.name;
  const fieldError = reason || error.description || '';
  yield put(saveFailed({ resource, key, error, fieldErrors: { [upload.field]: fieldError }, refusedFiles: [pathOf(upload)] }));
  if (error.status === 401) return;
  const told = error.status !== 0 && error.status < 500;
  if (told && reason) yield put(toastShown({ severity: 'error', messageId: UPLOAD_REFUSED, values: { name, reason } }));
  else if (told && error.description) yield put(toastShown({ severity: 'error', text: error.description }));
  else yield put(toastShown({ severity: 'error', messageId: UPLOAD_FAILED }));
}

/** A refused write: the violations on the form's fields, the others (or the error) in a toast. */
export function* writeRefused(
  key: string,
  resource: EntityType,
  fields: readonly string[],
  error: SerializedApiError,
  failureToast?: FormSubmission<unknown>['failureToast'] | { silent: true },
): SagaIterator {
  const { fieldErrors, others } = splitViolations(error.violations, fields);
  yield put(saveFailed({ resource, key, error, fieldErrors }));
  if (error.status === 401 || (failureToast && 'silent' in failureToast)) return;
  if (failureToast?.always) {
    yield put(toastShown({ severity: 'error', messageId: failureToast.messageId }));
    if (others.length) yield put(toastShown({ severity: 'error', text: violationsText(others) }));
  } else if (others.length) {
    // The server's description lists every violation ('Le chargement du fichier a échoué.' first for
    // a file): told whole when none is on a field, else only those the form does not show.
    const whole = !Object.keys(fieldErrors).length && error.description;
    yield put(toastShown({ severity: 'error', text: whole || violationsText(others) }));
  } else if (!Object.keys(fieldErrors).length) {
    yield call(errorToast, error, failureToast?.messageId);
  }
}

const defaultId = (written: unknown): EntityId | null => {
  const id = (written as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
};

function* tellSuccess<R>(submission: FormSubmission<R>, written: R): SagaIterator {
  const { key, resource, closeModal, successToast = 'toast.saved' } = submission;
  if (submission.onSuccess) yield call(submission.onSuccess, written);
  yield put(saveSucceeded({ resource, key, id: (submission.idOf ?? defaultId)(written) }));
  if (closeModal) yield put(modalClosed(closeModal));
  if (successToast !== null) {
    const toast = typeof successToast === 'string' ? { messageId: successToast } : typeof successToast === 'function' ? successToast(written) : successToast;
    yield put(successToastOf(toast.messageId, toast.values));
  }
}

/** The error with its violations' paths as the form names its fields. */
const inFormTerms = (error: SerializedApiError, fieldOf?: (propertyPath: string) => string): SerializedApiError =>
  fieldOf ? { ...error, violations: error.violations.map((v) => ({ ...v, propertyPath: fieldOf(v.propertyPath) })) } : error;

function* submitSteps<R>(submission: FormSubmission<R>): SagaIterator<Submitted<R>> {
  const { key, resource, fields } = submission;
  const uploaded: UploadedFiles = {};
  for (const upload of submission.uploads ?? []) {
    try {
      const stored: StoredFile = submission.progress ? yield call(uploadWithProgress, key, upload) : yield call(uploadFile, upload);
      (uploaded[upload.field] ??= []).push(stored);
    } catch (e) {
      const error = serializeError(e);
      yield call(uploadRefused, key, resource, upload, error);
      return { ok: false, error };
    }
  }
  let written: R | null = null;
  try {
    written = (yield call(submission.write, uploaded)) as R;
    if (submission.afterWrite) written = (yield call(submission.afterWrite, written)) as R;
  } catch (e) {
    const error = inFormTerms(serializeError(e), submission.fieldOf);
    const told: boolean | void = submission.onFailure ? yield call(submission.onFailure, error, written) : false;
    // What follows the write is not the form's fields: its refusal is told in a toast.
    yield call(writeRefused, key, resource, written === null ? fields : [], error, told === true ? { silent: true } : submission.failureToast);
    return { ok: false, error };
  }
  yield call(tellSuccess<R>, submission, written);
  return { ok: true, written };
}

export function* submitForm<R>(submission: FormSubmission<R>): SagaIterator<Submitted<R>> {
  yield put(mutationStarted(submission.key));
  const outcome: Submitted<R> = yield call(submitSteps<R>, submission);
  for (const action of submission.refresh ?? []) yield put(action);
  return outcome;
}
