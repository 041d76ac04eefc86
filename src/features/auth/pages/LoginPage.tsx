/** /login: the form, or for a logged-in user a 'you are connected' message and a logout button. */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { isRouteRegistered } from '@/features/registry';
import LoginForm from '@/features/auth/forms/LoginForm';
import { useLogin } from '@/features/auth/hooks';

function originOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}

export default function LoginPage() {
  const location = useLocation();
  const { loggedIn, pending, name, login, logout } = useLogin(originOf(location.state));

  return (
    <Paper sx={{ maxWidth: 420, mx: 'auto', p: 4 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="login.title" />
      </Typography>
      {/* While the login finds the user's page, the form stays as it is, its button busy. */}
      {loggedIn && !pending ? (
        <Stack spacing={2}>
          <Typography>
            <FormattedMessage id="login.connectedAs" values={{ name }} />
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            <FormattedMessage id="login.goHome" />
          </Button>
          <Button variant="outlined" onClick={logout}>
            <FormattedMessage id="login.logout" />
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <LoginForm pending={pending} onSubmit={login} />
          {isRouteRegistered('/mot-de-passe-oublie') && (
            <Link component={RouterLink} to="/mot-de-passe-oublie" variant="body2">
              <FormattedMessage id="login.forgotPassword" />
            </Link>
          )}
        </Stack>
      )}
    </Paper>
  );
}
