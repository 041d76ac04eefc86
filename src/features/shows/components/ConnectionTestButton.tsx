/**
 * 'Tester la connexion' beside the show form's folder (issue 24, part 2 §2): enabled once a source
 * and a folder are chosen; while it runs, a progress indicator; then a success or failure icon and
 * its words, announced (a live region). Dumb: the hook's state in, its intent out.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { useIntl } from 'react-intl';
import { useConnectionTest } from '../hooks';

export default function ConnectionTestButton({ source, sourcePath }: { source: string; sourcePath: string }) {
  const intl = useIntl();
  const { canTest, ready, pending, outcome, run } = useConnectionTest(source, sourcePath);
  if (!canTest) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" startIcon={<NetworkCheckIcon />} onClick={run} disabled={!ready || pending}>
        {intl.formatMessage({ id: 'gateway.test.button' })}
      </Button>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {pending && (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{intl.formatMessage({ id: 'gateway.test.pending' })}</Typography>
          </>
        )}
        {outcome && (
          <>
            {outcome.success ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : <ErrorIcon color="error" fontSize="small" aria-hidden />}
            <Typography variant="body2" color={outcome.success ? 'success.main' : 'error'} data-testid="connection-test-result">
              {intl.formatMessage({ id: outcome.messageId }, outcome.values)}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
