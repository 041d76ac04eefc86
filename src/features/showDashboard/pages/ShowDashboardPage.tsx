/**
 * /salons/:showId — the show dashboard (part 2 §2): the show's information and synchronisation
 * (its preview dialog loaded when it opens), its demand settings, its organizer and its plan summary. Without 'show.view' the user goes to
 * the show's stands; an unknown or out-of-scope show goes to /404 (saga); the show becomes the
 * current one (the private layout's showEntered).
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { positiveId } from '@/domain/routeParams';
import DashboardFrame from '@/components/DashboardFrame';
import Slot from '@/features/Slot';
import { useCan } from '@/features/session/hooks';
import { standListPath } from '@/features/stands/paths';
import DemandSettingsCard from '../components/DemandSettingsCard';
import OrganizerCard from '../components/OrganizerCard';
import OrganizerDialog from '../components/OrganizerDialog';
import PlanSummaryCard from '../components/PlanSummaryCard';
import ShowOverviewCard from '../components/ShowOverviewCard';
import ShowSyncCard from '../components/ShowSyncCard';
import DemandConfigDialog from '../forms/DemandConfigDialog';
import { useDemandConfigForm, useOrganizerForm, useShowDashboard, useSyncPreviewDialog } from '../hooks';

const SyncPreviewDialog = lazy(() => import(/* webpackChunkName: "sync-preview" */ '../components/SyncPreviewDialog'));

export default function ShowDashboardPage() {
  const showId = positiveId(useParams().showId);
  const mayView = useCan('show.view');
  if (showId === null) return <Navigate to="/404" replace />;
  if (!mayView) return <Navigate to={standListPath(showId)} replace />;
  return <ShowDashboard showId={showId} />;
}

function ShowDashboard({ showId }: { showId: number }) {
  const intl = useIntl();
  const { show, summary, settings, organizer, canEditShow, canEditConfigs, canEditOrganizer, editShow, openCount } = useShowDashboard(showId);
  const config = useDemandConfigForm(showId, settings.rows);
  const organizerForm = useOrganizerForm(showId);
  const preview = useSyncPreviewDialog(showId);

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
            <ShowOverviewCard show={show} canEdit={canEditShow} onEdit={editShow} />
            <ShowSyncCard show={show} />
            <DemandSettingsCard rows={settings.rows} loading={settings.status !== 'loaded'} canEdit={canEditConfigs} onEdit={config.edit} />
            <Slot name="show" props={{ showId }} />
          </>
        )
      }
      side={
        show && (
          <>
            <PlanSummaryCard showId={showId} lines={summary} onOpenCount={openCount} />
            <OrganizerCard show={show} organizer={organizer} canEdit={canEditOrganizer} onEdit={organizerForm.open} />
          </>
        )
      }
    >
      <DemandConfigDialog
        open={config.modal.open}
        row={config.editedRow}
        pending={config.modal.pending}
        onSubmit={config.save}
        onClose={config.modal.close}
      />
      {preview.open && (
        <Suspense fallback={null}>
          <SyncPreviewDialog
            open
            report={preview.report}
            pending={preview.pending}
            onApply={preview.apply}
            onCancel={preview.cancel}
          />
        </Suspense>
      )}
      {organizerForm.modal.open && show && (
        <OrganizerDialog
          open
          current={show.organizer}
          results={organizerForm.search.items}
          searching={organizerForm.search.status === 'loading'}
          pending={organizerForm.modal.pending}
          onSearch={organizerForm.searchTyped}
          onChoose={organizerForm.choose}
          onCreate={organizerForm.create}
          onClose={organizerForm.modal.close}
        />
      )}
    </DashboardFrame>
  );
}
