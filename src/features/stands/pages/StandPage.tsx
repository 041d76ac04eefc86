/**
 * /stands/:id — 'Tableau de bord du stand' (part 1 §2): on the left the stand's header
 * (name, status, where it is, its size and type) and the panels other features add
 * (Slot: layouts…); on the right the information card (the show's logo, documents and
 * dates). Opening it: a 404 goes to /404, a 403 or 405 to /erreur, admin or support mark
 * an unseen stand seen (saga); a user without a language preference chooses one first.
 */
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { CARD_HEADER_SX, CARD_TITLE_PROPS } from '@/components/cardHeaderStyle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatSurface } from '@/domain/standListFormat';
import { positiveId } from '@/domain/routeParams';
import { standListPath } from '@/features/stands/paths';
import { useStandDashboard } from '@/features/stands/hooks';
import DashboardFrame from '@/components/DashboardFrame';
import StandStatusChip from '@/components/StandStatusChip';
import PlanTurnLabel from '../components/PlanTurnLabel';
import StandInfoCard from '@/features/stands/components/StandInfoCard';
import StandActionsMenu from '@/features/stands/components/StandActionsMenu';
import LanguageChoiceDialog from '@/features/stands/components/LanguageChoiceDialog';
import Slot from '@/features/Slot';
import AfterFirstPaint from '@/components/AfterFirstPaint';

export default function StandPage() {
  const { id: rawId } = useParams();
  const id = positiveId(rawId);
  if (id === null) return <Navigate to="/404" replace />;
  return <StandDashboard id={id} />;
}

function Field({ labelId, value }: { labelId: string; value: string | undefined }) {
  const intl = useIntl();
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {intl.formatMessage({ id: labelId })}
      </Typography>
      <Typography variant="body1">{value || '—'}</Typography>
    </Box>
  );
}

function StandDashboard({ id }: { id: number }) {
  const intl = useIntl();
  // A standist whose show holds this stand only has no list to go back to (it would send them here).
  const { stand, show, showId, failed, redirecting, loading, onlyStand, retry } = useStandDashboard(id);


  return (
    <DashboardFrame
      title={intl.formatMessage({ id: 'stand.dashboard.title' })}
      loading={loading}
      loadingTestId="stand-loading"
      notice={
        failed &&
        !redirecting && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {intl.formatMessage({ id: 'standList.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'stand.loadError' })}
          </Alert>
        )
      }
      main={
        stand && (
          <>
            <Card variant="outlined">
              <CardHeader
                title={stand.name}
                slotProps={CARD_TITLE_PROPS}
                sx={CARD_HEADER_SX}
                // Whose turn and since when, next to the status (issue 25).
                subheader={
                  <Box
                    component="span"
                    sx={{
                      '& .plan-turn': { display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' },
                      '& .plan-turn-late': { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'error.dark' },
                    }}
                  >
                    <PlanTurnLabel long stand={stand} />
                  </Box>
                }
                action={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <StandStatusChip status={stand.status} size="medium" />
                    <StandActionsMenu stand={stand} />
                  </Box>
                }
              />
              <CardContent>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                  <Field labelId="standList.column.hall" value={stand.hall} />
                  <Field labelId="standList.column.aisle" value={stand.aisle} />
                  <Field labelId="standList.column.number" value={stand.number} />
                  <Field labelId="standList.column.surface" value={formatSurface(stand.surface, intl.locale)} />
                  <Field labelId="standList.column.standType" value={stand.standType} />
                </Box>
              </CardContent>
            </Card>
            <Slot key={id} name="stand" props={{ standId: id }} />
          </>
        )
      }
      side={
        stand && (
          <>
            <Slot key={id} name="standSide" props={{ standId: id }} />
            {/* The show's card, last of the side column: rendered just after the first paint (issue 20). */}
            {show ? (
              <AfterFirstPaint height={220}>
                <StandInfoCard show={show} />
              </AfterFirstPaint>
            ) : (
              <Skeleton variant="rounded" height={220} />
            )}
          </>
        )
      }
    >
      <LanguageChoiceDialog />
      {showId !== null && !onlyStand && (
        <Link component={RouterLink} to={standListPath(showId)} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <ArrowBackIcon fontSize="small" />
          {intl.formatMessage({ id: 'stand.back' })}
        </Link>
      )}
    </DashboardFrame>
  );
}
