/**
 * The show's synchronisation on its dashboard (issue 24, part 2 §2): the last run in Paris time
 * and its result, 'Synchroniser maintenant' (only for a show whose gateway is set up) and
 * 'Aperçu avant synchronisation' for 'show.sync', the progress of a run under way (announced),
 * the reason of a preview that failed last, and 'Historique des synchronisations' for 'syncReport.list'.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PreviewIcon from '@mui/icons-material/PreviewOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import PanelCard from '@/components/PanelCard';
import { useShowDateTime } from '@/components/useShowDateTime';
import type { Show } from '@/domain/api';
import { canSyncNow } from '@/domain/gateway';
import { useShowSync } from '../hooks';
import { resultText } from './syncText';
import SyncHistory from './SyncHistory';

function Running({ labelId, progress }: { labelId: string; progress: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Box>
      <Typography variant="body2">{intl.formatMessage({ id: 'showSync.progress' }, { label, progress })}</Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={label} />
    </Box>
  );
}

export default function ShowSyncCard({ show }: { show: Show }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const showDate = useShowDateTime();
  const { canSync, canListReports, runs, failedPreview, syncProgress, previewProgress, sync, preview } = useShowSync(show.id);
  const syncable = canSyncNow(show);
  const busy = syncProgress !== null || previewProgress !== null;
  const last = runs.find((run) => run.status !== 'running');
  const state = !show.externalSync ? t('showDashboard.sync.off') : show.externalSyncAt ? t('showDashboard.sync.lastRun', { date: showDate(show.externalSyncAt) }) : t('showDashboard.sync.never');
  const whyNot = `sync-no-gateway-${show.id}`;
  return (
    <PanelCard title={t('showSync.title')}>
      <Stack spacing={2}>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2" data-testid="sync-state">
            {state}
          </Typography>
          {last && <Typography variant="body2">{t('showSync.lastResult', { result: resultText(intl, last) })}</Typography>}
          {failedPreview && <Typography variant="body2">{t('showSync.lastPreview', { result: resultText(intl, failedPreview) })}</Typography>}
          {syncProgress !== null && <Running labelId="showSync.running" progress={syncProgress} />}
          {previewProgress !== null && <Running labelId="showSync.previewRunning" progress={previewProgress} />}
        </Box>
        {canSync && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {/* Disabled without a gateway; the line below says why (visible, and the buttons' description). */}
            <Button
              size="small"
              variant="outlined"
              startIcon={<SyncIcon />}
              onClick={sync}
              loading={syncProgress !== null}
              disabled={!syncable || busy}
              aria-describedby={syncable ? undefined : whyNot}
            >
              {t('showDashboard.sync.now')}
            </Button>
            <Button
              size="small"
              startIcon={<PreviewIcon />}
              onClick={preview}
              loading={previewProgress !== null}
              disabled={!syncable || busy}
              aria-describedby={syncable ? undefined : whyNot}
            >
              {t('showSync.preview.button')}
            </Button>
            {!syncable && (
              <Typography variant="caption" color="text.secondary" id={whyNot} sx={{ flexBasis: '100%' }}>
                {t('showDashboard.sync.noGateway')}
              </Typography>
            )}
          </Box>
        )}
        {canListReports && <SyncHistory runs={runs} />}
      </Stack>
    </PanelCard>
  );
}
