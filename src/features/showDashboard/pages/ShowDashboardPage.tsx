/**
 * /salons/:showId — the show dashboard (part 2 §2): the show's information and synchronisation,
 * its demand settings, its organizer and its plan summary. Without 'show.view' the user goes to
 * the show's stands; an unknown or out-of-scope show goes to /404 (saga); the show becomes the
 * current one (the private layout's showEntered).
 */
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import type { DemandConfigValues, DemandSettingsRow } from '@/domain/demandConfig';
import type { PlanSummaryCount } from '@/domain/planSummary';
import type { NewOrganizerValues } from '@/domain/showOrganizer';
import { positiveId } from '@/domain/routeParams';
import DashboardFrame from '@/components/DashboardFrame';
import { selectMutation } from '@/entities/selectors';
import { selectCan } from '@/features/session/selectors';
import { standListPath } from '@/features/stands/paths';
import { showFormOpened } from '@/features/shows/actions';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import {
  DEMAND_CONFIG_FORM,
  ORGANIZER_FORM,
  SYNC_KEY,
  demandConfigSaveRequested,
  organizerSearchTyped,
  planSummaryCountOpened,
  showDashboardOpened,
  showOrganizerChangeRequested,
  showOrganizerCreateRequested,
  showSyncRequested,
} from '../actions';
import DemandSettingsCard from '../components/DemandSettingsCard';
import OrganizerCard from '../components/OrganizerCard';
import OrganizerDialog from '../components/OrganizerDialog';
import PlanSummaryCard from '../components/PlanSummaryCard';
import ShowOverviewCard from '../components/ShowOverviewCard';
import DemandConfigDialog from '../forms/DemandConfigDialog';
import { selectDashboardShow, selectDemandSettings, selectOrganizerSearch, selectPlanSummaryLines, selectShowOrganizer } from '../selectors';

export default function ShowDashboardPage() {
  const showId = positiveId(useParams().showId);
  const mayView = useAppSelector((state) => selectCan(state, 'show.view'));
  if (showId === null) return <Navigate to="/404" replace />;
  if (!mayView) return <Navigate to={standListPath(showId)} replace />;
  return <ShowDashboard showId={showId} />;
}

function ShowDashboard({ showId }: { showId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const show = useAppSelector((state) => selectDashboardShow(state, showId));
  const summary = useAppSelector((state) => selectPlanSummaryLines(state, showId));
  const settings = useAppSelector((state) => selectDemandSettings(state, showId));
  const organizer = useAppSelector((state) => selectShowOrganizer(state, showId));
  const canEditShow = useAppSelector((state) => selectCan(state, 'show.edit'));
  const canEditConfigs = useAppSelector((state) => selectCan(state, 'demandConfig.edit'));
  const canEditOrganizer = useAppSelector((state) => selectCan(state, 'show.editOrganizer'));
  const syncPending = useAppSelector((state) => selectMutation(state, SYNC_KEY).status === 'pending');
  const configModal = useAppSelector((state) => selectModal(state, DEMAND_CONFIG_FORM));
  const configPending = useAppSelector((state) => selectMutation(state, DEMAND_CONFIG_FORM).status === 'pending');
  const organizerModal = useAppSelector((state) => selectModal(state, ORGANIZER_FORM));
  const organizerPending = useAppSelector((state) => selectMutation(state, ORGANIZER_FORM).status === 'pending');
  const search = useAppSelector(selectOrganizerSearch);

  useEffect(() => {
    dispatch(showDashboardOpened({ showId }));
  }, [dispatch, showId]);

  const editedRow = settings.rows.find((row) => row.type.id === configModal.id) ?? null;
  const openCount = useCallback((count: PlanSummaryCount) => dispatch(planSummaryCountOpened({ showId, count })), [dispatch, showId]);
  const editRow = useCallback((row: DemandSettingsRow) => dispatch(modalOpened({ name: DEMAND_CONFIG_FORM, id: row.type.id })), [dispatch]);
  const saveRow = (values: DemandConfigValues) => {
    if (editedRow) dispatch(demandConfigSaveRequested({ showId, demandTypeIri: editedRow.type['@id'], configId: editedRow.config?.id ?? null, values }));
  };

  // Information and settings on the left, organizer and summary on the right.
  return (
    <DashboardFrame
      title={show ? intl.formatMessage({ id: 'showDashboard.heading' }, { show: show.name }) : intl.formatMessage({ id: 'showDashboard.title' })}
      loading={!show}
      loadingTestId="show-dashboard-loading"
      sideWidth="wide"
      main={
        show && (
          <>
            <ShowOverviewCard
              show={show}
              canEdit={canEditShow}
              syncPending={syncPending}
              onEdit={() => dispatch(showFormOpened(showId))}
              onSync={() => dispatch(showSyncRequested({ showId }))}
            />
            <DemandSettingsCard rows={settings.rows} loading={settings.status !== 'loaded'} canEdit={canEditConfigs} onEdit={editRow} />
          </>
        )
      }
      side={
        show && (
          <>
            <PlanSummaryCard showId={showId} lines={summary} onOpenCount={openCount} />
            <OrganizerCard show={show} organizer={organizer} canEdit={canEditOrganizer} onEdit={() => dispatch(modalOpened({ name: ORGANIZER_FORM }))} />
          </>
        )
      }
    >
      <DemandConfigDialog
        open={configModal.open}
        row={editedRow}
        pending={configPending}
        onSubmit={saveRow}
        onClose={() => dispatch(modalClosed(DEMAND_CONFIG_FORM))}
      />
      {organizerModal.open && show && (
        <OrganizerDialog
          open
          current={show.organizer}
          results={search.items}
          searching={search.status === 'loading'}
          pending={organizerPending}
          onSearch={(text) => dispatch(organizerSearchTyped({ search: text }))}
          onChoose={(organizerIri) => dispatch(showOrganizerChangeRequested({ showId, organizer: organizerIri }))}
          onCreate={(values: NewOrganizerValues) => dispatch(showOrganizerCreateRequested({ showId, values }))}
          onClose={() => dispatch(modalClosed(ORGANIZER_FORM))}
        />
      )}
    </DashboardFrame>
  );
}
