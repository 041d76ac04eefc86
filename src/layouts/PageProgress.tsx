/**
 * The private shell's fallback while a page's chunk loads: a bar under the top bar at once, in
 * place of the previous page (which can then take no click meant for the next one).
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

export default function PageProgress() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: 240 }} data-testid="page-progress">
      <LinearProgress aria-label={intl.formatMessage({ id: 'layout.loading' })} />
    </Box>
  );
}
