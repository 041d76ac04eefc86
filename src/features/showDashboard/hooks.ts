/** What the show dashboard reads and the intents it sends. */
import { useCallback, useEffect } from 'react';
import type { DemandConfigValues, DemandSettingsRow } from '@/domain/demandConfig';
import { failedPreviewToTell } from '@/domain/gatewayView';
import type { PlanSummaryCount } from '@/domain/planSummary';
import type { NewOrganizerValues } from '@/domain/showOrganizer';
import { useEntity, useFormModal, useList, useMutation } from '@/entities/hooks';
import { useCan } from '@/features/session/hooks';
import { showFormOpened } from '@/features/shows/actions';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalOpened } from '@/ui/uiSlice';
import {
  DEMAND_CONFIG_FORM,
  ORGANIZER_FORM,
  SYNC_KEY,
  SYNC_PREVIEW_DIALOG,
  SYNC_PREVIEW_KEY,
  demandConfigSaveRequested,
  organizerSearchTyped,
  planSummaryCountOpened,
  showDashboardOpened,
  showOrganizerChangeRequested,
  showOrganizerCreateRequested,
  showDashboardLeft,
  showSyncRequested,
  syncCardOpened,
  syncPreviewApplied,
  syncPreviewRequested,
} from './actions';
import { syncReportsParams } from './queries';
import { selectDashboardShow, selectDemandSettings, selectOrganizerSearch, selectPlanSummaryLines, selectShowOrganizer } from './selectors';

/** The dashboard of a show, asked for when it opens: its show, summary, settings and organizer, what the user may change. */
export function useShowDashboard(showId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(showDashboardOpened({ showId }));
  }, [dispatch, showId]);
  return {
    show: useAppSelector((state) => selectDashboardShow(state, showId)),
    summary: useAppSelector((state) => selectPlanSummaryLines(state, showId)),
    settings: useAppSelector((state) => selectDemandSettings(state, showId)),
    organizer: useAppSelector((state) => selectShowOrganizer(state, showId)),
    canEditShow: useCan('show.edit'),
    canEditConfigs: useCan('demandConfig.edit'),
    canEditOrganizer: useCan('show.editOrganizer'),
    editShow: useCallback(() => dispatch(showFormOpened(showId)), [dispatch, showId]),
    openCount: useCallback((count: PlanSummaryCount) => dispatch(planSummaryCountOpened({ showId, count })), [dispatch, showId]),
  };
}

/** The demand settings modal: the row edited, its opening and its save. */
export function useDemandConfigForm(showId: number, rows: readonly DemandSettingsRow[]) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(DEMAND_CONFIG_FORM);
  const editedRow = rows.find((row) => row.type.id === modal.id) ?? null;
  const edit = useCallback((row: DemandSettingsRow) => dispatch(modalOpened({ name: DEMAND_CONFIG_FORM, id: row.type.id })), [dispatch]);
  const save = (values: DemandConfigValues) => {
    if (editedRow) dispatch(demandConfigSaveRequested({ showId, demandTypeIri: editedRow.type['@id'], configId: editedRow.config?.id ?? null, values }));
  };
  return { modal, editedRow, edit, save };
}

/** The organizer modal: its opening, the organizers found, one chosen or a new one created. */
export function useOrganizerForm(showId: number) {
  const dispatch = useAppDispatch();
  return {
    modal: useFormModal(ORGANIZER_FORM),
    search: useAppSelector(selectOrganizerSearch),
    open: useCallback(() => dispatch(modalOpened({ name: ORGANIZER_FORM })), [dispatch]),
    searchTyped: useCallback((text: string) => dispatch(organizerSearchTyped({ search: text })), [dispatch]),
    choose: useCallback((organizer: string | null) => dispatch(showOrganizerChangeRequested({ showId, organizer })), [dispatch, showId]),
    create: useCallback((values: NewOrganizerValues) => dispatch(showOrganizerCreateRequested({ showId, values })), [dispatch, showId]),
  };
}

/** A flow's progress while it runs (0–100), else null. */
function useRunning(key: string): number | null {
  const mutation = useMutation(key);
  return mutation.status === 'pending' ? Math.round((mutation.progress ?? 0) * 100) : null;
}

/**
 * The sync card (issue 24): the show's runs, newest first (for 'syncReport.list'), the preview
 * that failed last (when nothing finished since), a sync or a
 * preview under way (started here or elsewhere: followed from the card's opening), 'Synchroniser
 * maintenant' and the preview for 'show.sync'. Leaving the dashboard stops following a run.
 */
export function useShowSync(showId: number) {
  const dispatch = useAppDispatch();
  const canListReports = useCan('syncReport.list');
  useEffect(() => () => void dispatch(showDashboardLeft({ showId })), [dispatch, showId]);
  // After the effect above: a show changed in the address leaves the old one before the new card opens.
  useEffect(() => {
    if (canListReports) dispatch(syncCardOpened({ showId }));
  }, [dispatch, showId, canListReports]);
  const reports = useList('showSyncReports', syncReportsParams(showId), { skip: !canListReports });
  return {
    canSync: useCan('show.sync'),
    canListReports,
    runs: reports.items.filter((report) => report.kind === 'sync'),
    failedPreview: failedPreviewToTell(reports.items),
    syncProgress: useRunning(SYNC_KEY),
    previewProgress: useRunning(SYNC_PREVIEW_KEY),
    sync: useCallback(() => dispatch(showSyncRequested({ showId })), [dispatch, showId]),
    preview: useCallback(() => dispatch(syncPreviewRequested({ showId })), [dispatch, showId]),
  };
}

/** The preview dialog: the preview shown, 'Appliquer' (a 409 closes it: see syncSagas' applyPreview), 'Annuler'. */
export function useSyncPreviewDialog(showId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(SYNC_PREVIEW_DIALOG);
  const report = useEntity('showSyncReports', modal.id);
  const iri = report?.['@id'];
  return {
    open: modal.open && !!report,
    report,
    pending: modal.pending,
    cancel: modal.close,
    apply: useCallback(() => {
      if (iri) dispatch(syncPreviewApplied({ showId, preview: iri }));
    }, [dispatch, showId, iri]),
  };
}
