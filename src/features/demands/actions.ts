/**
 * Intents of the request screens (part 2 §2–§5). The list's filters, sort, page and saved views
 * are the generic list intents (src/lists/actions.ts); these are the requests' own.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ListTarget } from '@/lists/actions';
import type { DemandKind } from './rules';
import type { DemandFormValues } from './forms/demandFormValues';
import type { DemandStatusReference } from './types';

/** The request form's modal (its id: the request edited, null for a new one; its data: the stand and the kind). */
export const DEMAND_FORM = 'demands/form';
export const DECISION_FORM = 'demands/decision';
export const COMPOSER_KEY = 'demands/compose';
export const EDIT_KEY = 'demands/edit';
export const DELETE_KEY = 'demands/delete';

/** The list opened: a standist with exactly one request goes to it, the others get the list. */
export const demandListOpened = createAction<ListTarget>('demands/listOpened');

/** The counters are on screen (admin, support): loaded after a second, then again while they stay. */
export const countersWatchStarted = createAction<{ showId: number }>('demands/countersWatchStarted');
export const countersWatchStopped = createAction<{ showId: number }>('demands/countersWatchStopped');

/** A CSV of the show's exemptions or of its logistics requests, with the list's filters. */
export const demandExportRequested = createAction<{ showId: number; kind: DemandKind }>('demands/exportRequested');

/** The request page opened or its id changed. */
export const demandPageOpened = createAction<{ id: number }>('demands/pageOpened');

/** The request form of a stand: a new request of a kind, or the request `demandId` edited. */
export const demandFormOpened = createAction<{ standId: number; kind: DemandKind; demandId: number | null }>('demands/formOpened');

export interface DemandSave {
  standId: number;
  kind: DemandKind;
  /** null: a new request. */
  demandId: number | null;
  values: DemandFormValues;
}
/** The form sent: the files uploaded, then the request, then its logistics. */
export const demandSaveRequested = createAction<DemandSave>('demands/saveRequested');

export interface DemandDecision {
  demandId: number;
  status: Extract<DemandStatusReference, 'validated' | 'refused'>;
  content: string;
  /** Confirmed date-times, UTC ISO (validation only). */
  askedDatetime: string | null;
  pickupDatetime: string | null;
}
/** Validate or refuse: a message of the request's thread carrying the new status. */
export const demandDecisionRequested = createAction<DemandDecision>('demands/decisionRequested');

/** A message on the request's thread (the attachments uploaded first). */
export const demandMessageSendRequested = createAction<{ demandId: number; message: string; files: File[] }>('demands/messageSendRequested');
/** The newest own message edited. */
export const demandMessageEditRequested = createAction<{ demandId: number; messageId: number; content: string }>('demands/messageEditRequested');

/** Delete a request (confirmation first), then back to its show's list when on its page. */
export const demandDeleteRequested = createAction<{ id: number; showId: number | null; fromPage: boolean }>('demands/deleteRequested');

/** The request sheet (PDF) in the user's language. */
export const demandSheetRequested = createAction<{ id: number; locale: string; fileName: string }>('demands/sheetRequested');
/** The plan template (PDF) of a stand, in the user's language. */
export const planTemplateRequested = createAction<{ standId: number; locale: string }>('demands/planTemplateRequested');
/** A file of a request (plan, photo, attachment), with the user's token. */
export const demandFileRequested = createAction<{ objectUrl: string; mediaFileName: string }>('demands/fileRequested');
