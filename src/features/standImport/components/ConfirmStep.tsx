/**
 * Step 2 of the import: what saving will do, the notify choice (default yes, part 1 §4) and
 * the progress while the server writes the stands. Dumb.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StandImport } from '@/domain/api';
import type { MutationState } from '@/entities/mutationsSlice';

export interface ConfirmStepProps {
  analysis: StandImport | null;
  apply: MutationState;
  notifyUsers: boolean;
  onNotifyChange: (notify: boolean) => void;
}

export default function ConfirmStep({ analysis, apply, notifyUsers, onNotifyChange }: ConfirmStepProps) {
  const intl = useIntl();
  const stats = analysis?.stats.stands;
  return (
    <Stack spacing={2}>
      {stats && (
        <Typography>
          {intl.formatMessage({ id: 'standImport.confirm.summary' }, { created: stats.new, changed: stats.changed, unchanged: stats.unchanged })}
        </Typography>
      )}
      <FormControlLabel
        control={<Checkbox checked={notifyUsers} onChange={(event) => onNotifyChange(event.target.checked)} disabled={apply.status === 'pending'} />}
        label={intl.formatMessage({ id: 'standImport.confirm.notify' })}
      />
      {apply.status === 'pending' && (
        <Box>
          <LinearProgress aria-label={intl.formatMessage({ id: 'standImport.confirm.applying' })} />
          <Typography sx={{ mt: 1 }}>{intl.formatMessage({ id: 'standImport.confirm.applying' })}</Typography>
        </Box>
      )}
    </Stack>
  );
}
