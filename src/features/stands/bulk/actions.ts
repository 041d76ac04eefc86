/**
 * Intents of bulk triage on the stand list (issue 11, item 5): one action on the selected
 * stands, or on every stand the list's filter matches. src/features/stands/bulk/sagas.ts asks
 * for confirmation where the change is not easily undone (a status change), calls
 * `POST /backend/stands/bulk` and opens the summary.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import type { StandBulkAction, StandBulkResult, StandBulkSelection } from '@/domain/standBulk';
import type { StandStatus } from '@/domain/standStatus';
import type { ListTarget } from '@/lists/actions';

export interface StandBulkPayload {
  target: ListTarget;
  action: StandBulkAction;
  /** For changeStatus: the status aimed at, and the message (a refusal's reason). */
  status?: StandStatus;
  message?: string;
  selection: StandBulkSelection;
  /** How many stands the selection holds (for the confirmation's text). */
  count: number;
}

export const standBulkRequested = createAction<StandBulkPayload>('stands/bulkRequested');
/** Confirmed (or needing no confirmation): the request goes. `key` ties the confirm dialog to the outcome. */
export const standBulkConfirmed = createAction<StandBulkPayload & { key: string }>('stands/bulkConfirmed');
export const standBulkSucceeded = createAction<{ key: string; result: StandBulkResult }>('stands/bulkSucceeded');
export const standBulkFailed = createAction<{ key: string; error: SerializedApiError }>('stands/bulkFailed');

export const STAND_BULK_KEY = 'stands/bulk';
/** The summary dialog's modal (its data: the StandBulkResult). */
export const STAND_BULK_SUMMARY = 'standBulkSummary';
