/** /404: unknown address, or a screen the user may not open. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" component="p" sx={{ fontSize: '3rem' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h2" component="h1" gutterBottom>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="notFound.text" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="notFound.home" />
      </Button>
    </Paper>
  );
}
