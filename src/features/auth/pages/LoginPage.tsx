/** /login: the form, or for a logged-in user a 'you are connected' message and a logout button. */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { isRouteRegistered } from '@/features/registry';
import { selectIsLoggedIn, selectLoginStatus } from '@/features/session/selectors';
import { loginRequested, logoutRequested } from '@/features/session/sessionSlice';
import LoginForm from '@/features/auth/forms/LoginForm';
import { trimLogin } from '@/features/auth/forms/loginSchema';
import { selectDisplayName } from '@/features/session/userSelectors';

function originOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pending = useAppSelector(selectLoginStatus) === 'pending';
  const name = useAppSelector(selectDisplayName);
  const location = useLocation();
  const from = originOf(location.state);

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
          <Button variant="outlined" onClick={() => dispatch(logoutRequested())}>
            <FormattedMessage id="login.logout" />
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <LoginForm pending={pending} onSubmit={(values) => dispatch(loginRequested({ ...trimLogin(values), from }))} />
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
