/** Intents of the stand document screens, and the keys their mutations and dialogs live under. */
import { createAction } from '@reduxjs/toolkit';
import type { StandDocumentMediaStatusReference } from '@/domain/api';
import type { ListTarget } from '@/lists/actions';

export const COMPOSER_KEY = 'standDocuments/compose';
export const EDIT_KEY = 'standDocuments/edit';
export const DEPOSIT_KEY = 'standDocuments/deposit';
export const STATUS_KEY = 'standDocuments/status';
export const DELETE_KEY = 'standDocuments/delete';
/** The deposit dialog's modal (its id: the stand). */
export const DEPOSIT_MODAL = 'standDocuments/deposit';

/** The list opened: a standist with exactly one stand in the show goes to its documents, else the generic `listOpened`. */
export const documentListOpened = createAction<ListTarget>('standDocuments/listOpened');

/** The stand document page opened (or its id changed). */
export const documentsPageOpened = createAction<{ standId: number }>('standDocuments/pageOpened');

/** A plain message of the document thread. */
export const documentMessageSendRequested = createAction<{ standId: number; message: string; files: File[] }>('standDocuments/messageSendRequested');

/** The newest own message edited. */
export const documentMessageEditRequested = createAction<{ standId: number; messageId: number; content: string }>('standDocuments/messageEditRequested');

/** 'Déposer mes documents': the files uploaded, then the message naming them. */
export const documentsDepositRequested = createAction<{ standId: number; message: string; files: File[] }>('standDocuments/depositRequested');

/** A reviewer's new status for one document. */
export const documentStatusRequested = createAction<{ standId: number; documentId: number; status: StandDocumentMediaStatusReference }>(
  'standDocuments/statusRequested',
);

/** A document's removal (confirmed first). */
export const documentDeleteRequested = createAction<{ standId: number; documentId: number }>('standDocuments/deleteRequested');

/** The removal once confirmed (the soft delete). */
export const documentDeleteConfirmed = createAction<{ standId: number; documentId: number }>('standDocuments/deleteConfirmed');

/** A file (document or attachment) downloaded with the user's token. */
export const documentFileRequested = createAction<{ objectUrl: string; mediaFileName: string }>('standDocuments/fileRequested');

/** Every document of the stand as one zip. */
export const documentsZipRequested = createAction<{ standId: number; fileName: string }>('standDocuments/zipRequested');
