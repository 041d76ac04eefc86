/**
 * Issue 8 item 7: a failed login says why, by cause, in both languages; an empty form shows both
 * field errors in one click, the button staying where it was.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { expectSaga } from 'redux-saga-test-plan';
import en from '../../../../i18n/en.json';
import fr from '../../../../i18n/fr.json';
import { rootReducer } from '@/app/store';
import { ApiError, apiErrorFromBody, retryAfterSeconds } from '@/api/errors';
import LoginPage from '@/features/auth/pages/LoginPage';
import { login, loginFailureMessage } from '@/features/session/sagas';
import { loginRequested } from '@/features/session/sessionSlice';
import { registerNavigator } from '@/lib/navigation';
import { toastShown } from '@/ui/uiSlice';
import { fakeCallApi } from '../../helpers/fakeApi';
import { renderWithStore } from '../../helpers/render';
import { initialState } from '../../helpers/state';

const say = (messages: Record<string, string>, error: ApiError) => {
  const { messageId, values } = loginFailureMessage(error.toJSON());
  return createIntl({ locale: 'fr', messages }).formatMessage({ id: messageId }, values);
};

describe('why a login failed', () => {
  it.each([
    // The spec's words (part 2 §8, issue 18 point 13); the other causes keep their own.
    ['a wrong identifier or password', new ApiError(401, [], 'Invalid credentials.'), 'La connexion a échoué...', 'Login failed...'],
    [
      'a disabled account',
      new ApiError(401, [], 'Account is disabled.'),
      "Ce compte est désactivé. Demandez à l'organisateur du salon ou au support de le réactiver.",
      'This account is disabled. Ask the show organizer or support to enable it again.',
    ],
    [
      'too many attempts, seconds to wait',
      apiErrorFromBody(429, { 'hydra:description': 'Trop…' }, 15),
      'Trop de tentatives de connexion. Réessayez dans 15 secondes.',
      'Too many login attempts. Try again in 15 seconds.',
    ],
    [
      'too many attempts, minutes to wait',
      apiErrorFromBody(429, {}, 130),
      'Trop de tentatives de connexion. Réessayez dans 3 minutes.',
      'Too many login attempts. Try again in 3 minutes.',
    ],
    ['too many attempts, no wait given', new ApiError(429), 'Trop de tentatives de connexion. Réessayez dans quelques minutes.', 'Too many login attempts. Try again in a few minutes.'],
    [
      'the server out of reach',
      new ApiError(0, [], 'Failed to fetch'),
      'Le serveur est injoignable. Vérifiez votre connexion Internet, puis réessayez.',
      'The server cannot be reached. Check your Internet connection, then try again.',
    ],
    [
      'the server unavailable (503)',
      new ApiError(503),
      'Le service est momentanément indisponible. Réessayez dans quelques instants.',
      'The service is temporarily unavailable. Try again in a moment.',
    ],
  ])('%s', (_cause, error, french, english) => {
    expect(say(fr, error)).toBe(french);
    expect(say(en, error)).toBe(english);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(new Date(90_000).toUTCString(), 0)).toBe(90);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('the login saga shows that message', async () => {
    registerNavigator(() => undefined);
    const api = fakeCallApi(() => new ApiError(429, [], 'Trop de tentatives', 20));
    await expectSaga(login, loginRequested({ username: 'a', password: 'b' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put.like({
        action: { type: toastShown.type, payload: { severity: 'error', messageId: 'login.failed.tooManyAttemptsSeconds', values: { seconds: 20 } } },
      })
      .run();
  });
});

describe('the empty login form', () => {
  it('keeps the error lines’ room, so the first error moves nothing and one click shows both', async () => {
    const user = userEvent.setup();
    const { container, dispatched } = renderWithStore(<LoginPage />, initialState(), '/login');
    const lines = () => Array.from(container.querySelectorAll('.field__helper'));
    // Before anything: both lines are there (empty), so an error appearing adds no height.
    expect(lines()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(lines().map((line) => line.textContent)).toEqual(['Veuillez indiquer votre identifiant !', 'Veuillez taper votre mot de passe !']),
    );
    expect(dispatched.some((a) => a.type === loginRequested.type)).toBe(false);
  });
});
