/**
 * /stands/:id/documents — the stand document dashboard (part 2 §2): the stand's name and document
 * status with the page menu (all documents as a zip, a notification), its people (exhibitors,
 * agencies, decorators: the contacts' panel), the document thread, the documents panel with
 * 'Déposer mes documents'. Opening it (saga): 404 or 405 → /404, another failure → /erreur; admin or
 * support clear its unseen documents; its show becomes the current one.
 */
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { CARD_HEADER_SX, CARD_TITLE_PROPS } from '@/components/cardHeaderStyle';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DashboardFrame from '@/components/DashboardFrame';
import { standDocumentStatusOf } from '@/domain/standDocumentLabels';
import { positiveId } from '@/domain/routeParams';
import { canWriteOnStand } from '@/domain/standThread';
import Slot from '@/features/Slot';
import DepositDialog from '../components/DepositDialog';
import DocumentStatusChip from '../components/DocumentStatusChip';
import DocumentsPageMenu from '../components/DocumentsPageMenu';
import DocumentsPanel from '../components/DocumentsPanel';
import DocumentThreadPanel from '../components/DocumentThreadPanel';
import { useStandDocumentsPage } from '../hooks';
import { documentListPath } from '../paths';

export default function StandDocumentsPage() {
  const id = positiveId(useParams().id);
  if (id === null) return <Navigate to="/404" replace />;
  return <StandDocuments standId={id} />;
}

function StandDocuments({ standId }: { standId: number }) {
  const intl = useIntl();
  const page = useStandDocumentsPage(standId);
  const { stand, show } = page;
  return (
    <DashboardFrame
      title={intl.formatMessage({ id: 'standDocuments.page.title' }, { stand: stand?.name ?? '' })}
      loading={page.loading}
      loadingTestId="stand-documents-loading"
      sideWidth="wide"
      notice={
        page.failed &&
        !page.redirecting && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={page.retry}>
                {intl.formatMessage({ id: 'standDocuments.list.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'standDocuments.page.loadError' })}
          </Alert>
        )
      }
      main={
        stand && (
          <>
            <Card variant="outlined">
              <CardHeader
                title={stand.name}
                subheader={show?.name}
                slotProps={CARD_TITLE_PROPS}
                sx={CARD_HEADER_SX}
                action={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <DocumentStatusChip status={standDocumentStatusOf(stand.standDocumentStatus)} />
                    <DocumentsPageMenu canZip={page.canZip} canNotify={page.canNotify} onZip={page.zip} onNotify={page.notify} />
                  </Box>
                }
              />
            </Card>
            <Slot key={standId} name="standPeople" props={{ standId }} />
            <DocumentThreadPanel standId={standId} showEnabled={show?.enabled} />
          </>
        )
      }
      side={stand && <DocumentsPanel standId={standId} canDeposit={canWriteOnStand(show?.enabled, page.mayDeposit)} onDeposit={page.openDeposit} />}
    >
      <DepositDialog standId={standId} />
      {page.showId !== null && (
        <Link component={RouterLink} to={documentListPath(page.showId)} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <ArrowBackIcon fontSize="small" />
          {intl.formatMessage({ id: 'standDocuments.page.back' })}
        </Link>
      )}
    </DashboardFrame>
  );
}
