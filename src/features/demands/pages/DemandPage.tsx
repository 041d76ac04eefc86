/**
 * /demandes/:id — the request dashboard (part 2 §2, §4): title '{number} - demande de dérogation -
 * {type}' (a logistics one '{number} - demande logistique - {type}', as its PDF sheet) with the status badge and the menu (edit, the sheet as PDF, delete); the header; the
 * status notice for users who may not decide; the thread; for logistics the item; the files and
 * the sheet; the stand's people. Opening it: 404 or 405 → /404, another failure → /erreur (saga).
 */
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DashboardFrame from '@/components/DashboardFrame';
import { demandTypeLabel } from '@/domain/demandConfig';
import { positiveId } from '@/domain/routeParams';
import Slot from '@/features/Slot';
import DemandActionsMenu from '../components/DemandActionsMenu';
import DemandFilesCard from '../components/DemandFilesCard';
import DemandHeaderCard from '../components/DemandHeaderCard';
import DemandLogisticCard from '../components/DemandLogisticCard';
import DemandSheetCard from '../components/DemandSheetCard';
import DemandStatusChip from '../components/DemandStatusChip';
import DemandStatusNotice from '../components/DemandStatusNotice';
import DemandThreadPanel from '../components/DemandThreadPanel';
import DemandDecisionDialog from '../forms/DemandDecisionDialog';
import DemandFormDialog from '../forms/DemandFormDialog';
import { useDemandDashboard, useDemandDecision } from '../hooks';
import { formatDemandNumber, isOpen, sheetFileName } from '../rules';

export default function DemandPage() {
  const id = positiveId(useParams().id);
  if (id === null) return <Navigate to="/404" replace />;
  return <DemandDashboard id={id} />;
}

function DemandDashboard({ id }: { id: number }) {
  const intl = useIntl();
  const dashboard = useDemandDashboard(id);
  const { demand, stand, show, type, logistic, logisticItem } = dashboard;
  const decision = useDemandDecision(id);
  const number = demand ? demand.formattedId || formatDemandNumber(demand.id) : formatDemandNumber(id);
  const title = intl.formatMessage({ id: logistic ? 'demands.page.titleLogistic' : 'demands.page.title' }, { number, type: type ? demandTypeLabel(type, intl.locale) : '' });
  const sheet = () => dashboard.sheet(intl.locale, sheetFileName(show?.name, stand?.name, number));

  return (
    <DashboardFrame
      title={title}
      loading={dashboard.loading}
      loadingTestId="demand-loading"
      notice={
        dashboard.failed &&
        !dashboard.redirecting && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={dashboard.retry}>
                {intl.formatMessage({ id: 'demands.list.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'demands.page.loadError' })}
          </Alert>
        )
      }
      main={
        demand && (
          <>
            <DemandHeaderCard
              demand={demand}
              stand={stand}
              logistic={logisticItem}
              isLogistic={logistic}
              title={number}
              decide={dashboard.canDecide && isOpen(demand.demandStatus.reference) ? decision.choose : null}
              action={
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <DemandStatusChip status={demand.demandStatus.reference} size="medium" />
                  <DemandActionsMenu canEdit={dashboard.canEdit} canDelete={dashboard.canDelete} onEdit={dashboard.edit} onSheet={sheet} onDelete={dashboard.remove} />
                </Box>
              }
            />
            {!dashboard.canDecide && <DemandStatusNotice status={demand.demandStatus.reference} />}
            <DemandThreadPanel demandId={id} showEnabled={show?.enabled} />
            {logistic && <DemandLogisticCard logistic={logisticItem} />}
            <DemandDecisionDialog demand={demand} logistic={logisticItem} isLogistic={logistic} />
            <DemandFormDialog />
          </>
        )
      }
      side={
        demand && (
          <>
            <DemandSheetCard onDownload={sheet} />
            <DemandFilesCard files={dashboard.files} onDownload={dashboard.download} />
            {stand && <Slot key={stand.id} name="standPeople" props={{ standId: stand.id }} />}
          </>
        )
      }
    />
  );
}
