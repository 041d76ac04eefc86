/**
 * The one thread's writes (DESIGN §8), as every thread of the product sends them: a message with
 * its attachments (each uploaded first, multipart POST /message_media; then the thread's own POST
 * naming them: `{<owner>: IRI, message: {content, attachments}}`), and the newest own message
 * edited (PATCH /messages/{id} `{content}`). The stand's, a request's and the stand documents'
 * threads call these; the stand thread adds its plan steps around the same body.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { formFieldOf } from '@/domain/standThread';
import { callApi } from '@/features/session/callApi';
import type { EntityType } from './entityTypes';
import { submitForm, type FileUpload, type UploadedFiles } from './submitForm';

/** The composer's fields (the wire's paths mapped by `formFieldOf`). */
export const THREAD_FIELDS = ['message', 'files'] as const;
export const ATTACHMENTS_PATH = '/message_media';

/** Each attachment its own upload, a refused one taken out of the `files` field. */
export function attachmentUploads(files: readonly File[]): FileUpload[] {
  return files.map((file, index) => ({ field: 'files', index, file, path: ATTACHMENTS_PATH }));
}

export interface ThreadMessageSend {
  /** The composer's mutation key. */
  key: string;
  resource: EntityType;
  /** The thread's collection ('/demand_messages'). */
  path: string;
  /** What the message belongs to: `{demand: '/backend/demands/3'}`. */
  owner: Record<string, string>;
  message: string;
  files: readonly File[];
  successToast: string;
  failureToast?: { messageId: string };
  refresh: readonly UnknownAction[];
}

export function* sendThreadMessage<R>(send: ThreadMessageSend): SagaIterator {
  yield call(submitForm<R>, {
    key: send.key,
    resource: send.resource,
    fields: THREAD_FIELDS,
    fieldOf: formFieldOf,
    uploads: attachmentUploads(send.files),
    *write(uploaded: UploadedFiles): SagaIterator<R> {
      const attachments = (uploaded.files ?? []).map((stored) => stored['@id']);
      const body = { ...send.owner, message: { content: send.message, attachments } };
      const response: ApiResponse<R> = yield call(callApi, { method: 'POST', path: send.path, body });
      return response.data;
    },
    idOf: () => null,
    successToast: send.successToast,
    ...(send.failureToast ? { failureToast: send.failureToast } : {}),
    refresh: send.refresh,
  });
}

/** The newest own message's new text; the thread's lists go stale on success and come back with it. */
export function* editThreadMessage(edit: { key: string; resource: EntityType; messageId: number; content: string; fields?: readonly string[] }): SagaIterator {
  yield call(submitForm<unknown>, {
    key: edit.key,
    resource: edit.resource,
    fields: edit.fields ?? THREAD_FIELDS,
    fieldOf: formFieldOf,
    *write() {
      const response: ApiResponse<unknown> = yield call(callApi, { method: 'PATCH', path: `/messages/${edit.messageId}`, body: { content: edit.content } });
      return response.data;
    },
    idOf: () => null,
  });
}
