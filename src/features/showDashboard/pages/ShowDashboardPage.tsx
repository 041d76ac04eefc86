/**
 * /salons/:showId — the show dashboard (part 2 §2): the show's information and synchronisation,
 * its demand settings, its organizer and its plan summary. Without 'show.view' the user goes to
 * the show's stands; an unknown or out-of-scope show goes to /404 (saga); the show becomes the
 * current one (the private layout's showEntered).
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DemandConfigValues, DemandSettingsRow } from '@/domain/demandConfig';
import type { PlanSummaryCount } from '@/domain/planSummary';
import type { NewOrganizerValues } from '@/domain/showOrganizer';
import { positiveId } from '@/domain/routeParams';
import { selectMutation } from '@/entities/selectors';
import { selectCan } from '@/features/session/selectors';
import { standListPath } from '@/features/stands/paths';
import { SHOW_FORM, showFormOpened } from '@/features/shows/actions';
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

/** The show form modal of the shows feature (its submit saga runs with the root saga), in its own chunk. */
const ShowFormDialog = lazy(() => import(/* webpackChunkName: "show-form" */ '@/features/shows/forms/ShowFormDialog'));

/** Information and settings on the left, organizer and summary on the right (one column when narrow). */
const COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start' } as const;

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
  const showFormOpen = useAppSelector((state) => selectModal(state, SHOW_FORM).open);

  useEffect(() => {
    dispatch(showDashboardOpened({ showId }));
  }, [dispatch, showId]);

  const editedRow = settings.rows.find((row) => row.type.id === configModal.id) ?? null;
  const openCount = useCallback((count: PlanSummaryCount) => dispatch(planSummaryCountOpened({ showId, count })), [dispatch, showId]);
  const editRow = useCallback((row: DemandSettingsRow) => dispatch(modalOpened({ name: DEMAND_CONFIG_FORM, id: row.type.id })), [dispatch]);
  const saveRow = (values: DemandConfigValues) => {
    if (editedRow) dispatch(demandConfigSaveRequested({ showId, demandTypeIri: editedRow.type['@id'], configId: editedRow.config?.id ?? null, values }));
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {show ? intl.formatMessage({ id: 'showDashboard.heading' }, { show: show.name }) : intl.formatMessage({ id: 'showDashboard.title' })}
      </Typography>
      {!show ? (
        <Skeleton variant="rounded" height={220} data-testid="show-dashboard-loading" />
      ) : (
        <Box sx={COLUMNS}>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <ShowOverviewCard
              show={show}
              canEdit={canEditShow}
              syncPending={syncPending}
              onEdit={() => dispatch(showFormOpened(showId))}
              onSync={() => dispatch(showSyncRequested({ showId }))}
            />
            <DemandSettingsCard rows={settings.rows} loading={settings.status !== 'loaded'} canEdit={canEditConfigs} onEdit={editRow} />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <PlanSummaryCard showId={showId} lines={summary} onOpenCount={openCount} />
            <OrganizerCard show={show} organizer={organizer} canEdit={canEditOrganizer} onEdit={() => dispatch(modalOpened({ name: ORGANIZER_FORM }))} />
          </Stack>
        </Box>
      )}
      <DemandConfigDialog
        open={configModal.open}
        row={editedRow}
        pending={configPending}
        onSubmit={saveRow}
        onClose={() => dispatch(modalClosed(DEMAND_CONFIG_FORM))}
      />
      {showFormOpen && (
        <Suspense fallback={null}>
          <ShowFormDialog />
        </Suspense>
      )}
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
    </Stack>
  );
}
