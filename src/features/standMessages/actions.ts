/**
 * Intents of the stand thread and the plan workflow. Sending is one flow (the
 * attachments uploaded one by one, then the message naming them); a plan step is a
 * message carrying the new status (part 1 §4).
 */
import { createAction } from '@reduxjs/toolkit';
import type { PlanConfirmationValues } from '@/domain/planConfirmation';
import type { StandStatus } from '@/domain/standStatus';

export interface MessageSend {
  standId: number;
  /** The mutation key the form reads (pending, failed, its field errors). */
  key: string;
  message: string;
  files: File[];
  newStandStatus?: StandStatus;
  /** The confirmation form; its purchase order (with a cleaning company) is `purchaseOrder`, sent as the message's attachment. */
  confirmation?: PlanConfirmationValues;
  purchaseOrder?: File | null;
  /** The modal to close once sent. */
  closeModal?: string;
  /**
   * A refusal carrying the revision's marked-up PDF (issue 25): stored first as the sender's own
   * attachment (POST /plan_revisions/{revision}/pdf_attachment/{locale}), then named with the others.
   */
  markedUpPdf?: { revision: number; locale: 'fr' | 'en' };
}

export const messageSendRequested = createAction<MessageSend>('standMessages/sendRequested');

/** Edit the newest message of the thread, the user's own (`PATCH /messages/{id}`); the thread reloads once saved. */
export const messageEditRequested = createAction<{ messageId: number; content: string; key: string }>('standMessages/editRequested');

/** The stand's thread is on screen: watch it for others' messages (polling, paused while the tab is hidden). */
export const threadWatchStarted = createAction<{ standId: number; params: Record<string, string | number> }>(
  'standMessages/watchStarted',
);
export const threadWatchStopped = createAction<{ standId: number }>('standMessages/watchStopped');

/** Download an attachment (with the user's token), saved under its name. */
export const attachmentDownloadRequested = createAction<{ objectUrl: string; mediaFileName: string }>('standMessages/attachmentDownloadRequested');
