/** /mot-de-passe-oublie (part 2 §2): the form, then the server's one answer in its place. */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import ForgotPasswordForm from '../forms/ForgotPasswordForm';
import { useForgotPassword } from '../hooks';

export default function ForgotPasswordPage() {
  const { status, send } = useForgotPassword();
  return (
    <Paper sx={{ maxWidth: 480, mx: 'auto', p: 4 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="passwordReset.forgot.title" />
      </Typography>
      <Stack spacing={2}>
        {status === 'succeeded' ? (
          <Alert severity="success" role="status">
            <FormattedMessage id="passwordReset.forgot.sent" />
          </Alert>
        ) : (
          <>
            <Typography>
              <FormattedMessage id="passwordReset.forgot.intro" />
            </Typography>
            <ForgotPasswordForm pending={status === 'pending'} onSubmit={send} />
          </>
        )}
        <Link component={RouterLink} to="/login" variant="body2">
          <FormattedMessage id="passwordReset.backToLogin" />
        </Link>
      </Stack>
    </Paper>
  );
}
