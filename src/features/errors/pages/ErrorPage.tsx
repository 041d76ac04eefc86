/** /erreur: the error page with a button back to login. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export default function ErrorPage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="errorPage.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="errorPage.text" />
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        <FormattedMessage id="errorPage.backToLogin" />
      </Button>
    </Paper>
  );
}
