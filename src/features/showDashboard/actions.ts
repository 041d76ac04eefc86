/** Intents of the show dashboard (/salons/{showId}); ./sagas.ts does their I/O. */
import { createAction } from '@reduxjs/toolkit';
import type { DemandConfigValues } from '@/domain/demandConfig';
import type { PlanSummaryCount } from '@/domain/planSummary';
import type { NewOrganizerValues } from '@/domain/showOrganizer';

/** The dashboard opened (or another show in the address): the show, its demand settings and summary. */
export const showDashboardOpened = createAction<{ showId: number }>('showDashboard/opened');
/** 'Synchroniser maintenant'. */
export const showSyncRequested = createAction<{ showId: number }>('showDashboard/syncRequested');
/** 'Aperçu avant synchronisation': what a sync would do, shown in the preview dialog. */
export const syncPreviewRequested = createAction<{ showId: number }>('showDashboard/syncPreviewRequested');
/** The preview dialog's 'Appliquer': the sync of that preview (its IRI); refused (409) while a sync of the show runs. */
export const syncPreviewApplied = createAction<{ showId: number; preview: string }>('showDashboard/syncPreviewApplied');
/** The sync card shown (to those who list reports): a sync or preview already under way is followed there. */
export const syncCardOpened = createAction<{ showId: number }>('showDashboard/syncCardOpened');
/** The dashboard left: a sync or preview followed there is no longer read (it runs on, on the server). */
export const showDashboardLeft = createAction<{ showId: number }>('showDashboard/left');
/** A count of the plan summary: the show's stand list filtered to those stands. */
export const planSummaryCountOpened = createAction<{ showId: number; count: PlanSummaryCount }>('showDashboard/summaryCountOpened');
/** The demand settings modal saved: a new config of the type, or the existing one changed. */
export const demandConfigSaveRequested = createAction<{
  showId: number;
  demandTypeIri: string;
  configId: number | null;
  values: DemandConfigValues;
}>('showDashboard/demandConfigSaveRequested');
/** The organizer modal: an existing organizer chosen (their IRI), or null to leave the show without one. */
export const showOrganizerChangeRequested = createAction<{ showId: number; organizer: string | null }>('showDashboard/organizerChangeRequested');
/** The organizer modal: a new organizer account, then it becomes the show's organizer. */
export const showOrganizerCreateRequested = createAction<{ showId: number; values: NewOrganizerValues }>('showDashboard/organizerCreateRequested');
/** Typing in the organizer search (2 characters at least: part 2 §5). */
export const organizerSearchTyped = createAction<{ search: string }>('showDashboard/organizerSearchTyped');

/** The ui modals of the dashboard. */
export const DEMAND_CONFIG_FORM = 'showDashboard/demandConfig';
export const ORGANIZER_FORM = 'showDashboard/organizer';
/** The mutation keys whose state the modals read. */
export const SYNC_KEY = 'showDashboard/sync';
export const SYNC_PREVIEW_KEY = 'showDashboard/syncPreview';
/** The preview dialog (its modal id: the preview report's id); its mutation is 'Appliquer'. */
export const SYNC_PREVIEW_DIALOG = 'showDashboard/syncPreviewDialog';
