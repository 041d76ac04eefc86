/**
 * /login: the form, or for a logged-in user a 'you are connected' message and a logout button.
 * Plain HTML (src/ui/firstScreen.css), no MUI: every visitor's first load (issue 20). An external
 * sign-in link (`?source=…&provider=…`, issue 24) signs in from here, after asking whoever is
 * logged in whether to switch.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { isRouteRegistered } from '@/features/registry';
import LoginForm from '@/features/auth/forms/LoginForm';
import { useExternalLogin, useLogin } from '@/features/auth/hooks';

function originOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}

/**
 * 'Changer de compte ?', in the card in place of the form: not modal (the page around it stays
 * usable), so no aria-modal. Shown, it takes the focus (a screen reader says its title and text,
 * the keyboard starts in it); Escape answers 'stay', the answer that changes nothing.
 */
function SwitchAccountQuestion({ name, onSwitch, onStay }: { name: string; onSwitch: () => void; onStay: () => void }) {
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div
      ref={question}
      tabIndex={-1}
      className="stack question"
      role="dialog"
      aria-labelledby="external-switch-title"
      aria-describedby="external-switch-text"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="external-switch-title">
        <FormattedMessage id="login.external.confirmTitle" />
      </h2>
      <p id="external-switch-text">
        <FormattedMessage id="login.external.confirmText" values={{ name }} />
      </p>
      <button type="button" className="button button--contained" onClick={onSwitch}>
        <FormattedMessage id="login.external.continue" />
      </button>
      <button type="button" className="button button--outlined" onClick={onStay}>
        <FormattedMessage id="login.external.stay" values={{ name }} />
      </button>
    </div>
  );
}

export default function LoginPage() {
  const location = useLocation();
  const intl = useIntl();
  const { loggedIn, pending, name, login, logout } = useLogin(originOf(location.state));
  const external = useExternalLogin(location.search);

  return (
    <div className="card">
      <h1 className="page-title">
        <FormattedMessage id="login.title" />
      </h1>
      {/* An external sign-in link (issue 24): its progress, then the stand; refused, why, above the usual form. */}
      {external.failure && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={external.failure.messageId} values={external.failure.values} />
        </p>
      )}
      {/* While the login finds the user's page, the form stays as it is, its button busy. */}
      {external.confirm ? (
        // A link opened while logged in: nobody is replaced without saying so (review S9).
        <SwitchAccountQuestion name={external.currentName} onSwitch={external.switchAccount} onStay={external.stay} />
      ) : external.pending ? (
        <div className="page-loader" role="progressbar" aria-label={intl.formatMessage({ id: 'login.external.pending' })}>
          <span className="spinner" aria-hidden />
        </div>
      ) : loggedIn && !pending ? (
        <div className="stack">
          <p>
            <FormattedMessage id="login.connectedAs" values={{ name }} />
          </p>
          <RouterLink to="/" className="button button--contained">
            <FormattedMessage id="login.goHome" />
          </RouterLink>
          <button type="button" className="button button--outlined" onClick={logout}>
            <FormattedMessage id="login.logout" />
          </button>
        </div>
      ) : (
        <div className="stack">
          <LoginForm pending={pending} onSubmit={login} />
          {isRouteRegistered('/mot-de-passe-oublie') && (
            <RouterLink to="/mot-de-passe-oublie" className="small-text text-link">
              <FormattedMessage id="login.forgotPassword" />
            </RouterLink>
          )}
        </div>
      )}
    </div>
  );
}
