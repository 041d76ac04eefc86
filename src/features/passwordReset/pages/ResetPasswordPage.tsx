/**
 * /reinitialisation-mot-de-passe?t=… (part 2 §2, §5): the new password. Without a token, or
 * once the server refused it, 'L'url est invalide.' and a way to ask for a new link.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { FORGOT_PASSWORD_PATH, resetTokenOf } from '@/domain/passwordReset';
import ResetPasswordForm from '../forms/ResetPasswordForm';
import { useResetPassword } from '../hooks';

export default function ResetPasswordPage() {
  const token = resetTokenOf(useLocation().search);
  const { status, fieldErrors, send } = useResetPassword(token);
  const invalid = !token || Boolean(fieldErrors.token);
  return (
    <Paper sx={{ maxWidth: 480, mx: 'auto', p: 4 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="passwordReset.reset.title" />
      </Typography>
      <Stack spacing={2}>
        {invalid ? (
          <Alert severity="error">
            {fieldErrors.token ?? <FormattedMessage id="passwordReset.tokenInvalid" />}
          </Alert>
        ) : (
          <ResetPasswordForm pending={status === 'pending'} onSubmit={send} />
        )}
        {invalid && (
          <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="body2">
            <FormattedMessage id="passwordReset.askAgain" />
          </Link>
        )}
        <Link component={RouterLink} to="/login" variant="body2">
          <FormattedMessage id="passwordReset.backToLogin" />
        </Link>
      </Stack>
    </Paper>
  );
}
