/**
 * A stand's document status (part 2 §3–§4, issue 22), decided by its documents: NOT_RECEIVED
 * while it has no enabled deposited document; otherwise the least advanced of its documents'
 * statuses, in the order of STAND_DOCUMENT_PROGRESS (a refused document, or one waiting for
 * information, is what the stand's team must act on first; the stand is CHECKED only when every
 * document is). The API writes it in the transaction of every deposit, status change and
 * deletion (server/services/standDocuments.ts); the lists read it as `standDocumentStatus`.
 */
import type { StandDocumentMediaStatusReference, StandDocumentStatusReference } from './api';

/** The per-document statuses with their ids (`/backend/stand_document_media_statuses`, part 2 §3). */
export const STAND_DOCUMENT_MEDIA_STATUSES: readonly StandDocumentMediaStatusReference[] = ['TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION', 'REFUSED'];
/** The stand-level statuses in id order (`stand_document_statuses`, ids 1–6). */
export const STAND_DOCUMENT_STATUSES: readonly StandDocumentStatusReference[] = ['NOT_RECEIVED', 'TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION', 'REFUSED'];

/** From the least advanced to the most: the stand takes the first one any of its documents has. */
export const STAND_DOCUMENT_PROGRESS: readonly StandDocumentMediaStatusReference[] = ['REFUSED', 'PENDING_INFORMATIONS', 'TO_CHECK', 'CHECKED_WITH_OPTION', 'CHECKED'];

export const isStandDocumentMediaStatus = (value: unknown): value is StandDocumentMediaStatusReference =>
  (STAND_DOCUMENT_MEDIA_STATUSES as readonly unknown[]).includes(value);

/** The id of a per-document status (1–5). */
export const standDocumentMediaStatusId = (reference: StandDocumentMediaStatusReference): number => STAND_DOCUMENT_MEDIA_STATUSES.indexOf(reference) + 1;
/** The id of a stand-level status (1–6). */
export const standDocumentStatusId = (reference: StandDocumentStatusReference): number => STAND_DOCUMENT_STATUSES.indexOf(reference) + 1;

/** The stand's status given the statuses of its enabled deposited documents (any order, repeats allowed). */
export function standDocumentStatus(documentStatuses: readonly StandDocumentMediaStatusReference[]): StandDocumentStatusReference {
  for (const status of STAND_DOCUMENT_PROGRESS) if (documentStatuses.includes(status)) return status;
  return 'NOT_RECEIVED';
}
