import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@/api/errors';
import { rootReducer } from '@/app/store';
import { FORGOT_PASSWORD_FORM, forgotPasswordRequested, passwordResetRequested, RESET_PASSWORD_FORM } from '@/features/passwordReset/actions';
import { requestReset, resetPassword } from '@/features/passwordReset/sagas';
import { navigate, registerNavigator } from '@/lib/navigation';
import { toastShown } from '@/ui/uiSlice';
import { fakeCallApi } from '../../helpers/fakeApi';
import { initialState } from '../../helpers/state';

const REQUESTED = { message: 'Si votre adresse mail existe bien, un mail va bientôt vous être envoyé.' };

describe('forgot password saga', () => {
  it('asks for the link without a session, naming the reset page of this origin, and shows the answer', async () => {
    const api = fakeCallApi(() => REQUESTED);
    const { storeState } = await expectSaga(requestReset, forgotPasswordRequested({ email: 'emma@example.test' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .run();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/users/reset-password',
        body: { email: 'emma@example.test', routeUrl: `${window.location.origin}/reinitialisation-mot-de-passe` },
        auth: false,
      },
    ]);
    expect(storeState.mutations[FORGOT_PASSWORD_FORM].status).toBe('succeeded');
  });

  it('ignores a 422 (the spec: the same answer whatever the address)', async () => {
    const api = fakeCallApi(() => new ApiError(422, [{ propertyPath: 'email', message: 'Adresse email incorrecte.' }]));
    const { storeState } = await expectSaga(requestReset, forgotPasswordRequested({ email: 'x@y.z' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .not.put.like({ action: { type: toastShown.type } })
      .run();
    expect(storeState.mutations[FORGOT_PASSWORD_FORM].status).toBe('succeeded');
  });

  it('says so when the server cannot be reached, and keeps the form', async () => {
    const api = fakeCallApi(() => new ApiError(0));
    const { storeState } = await expectSaga(requestReset, forgotPasswordRequested({ email: 'x@y.z' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .run();
    expect(storeState.mutations[FORGOT_PASSWORD_FORM].status).toBe('failed');
  });
});

describe('reset password saga', () => {
  beforeEach(() => registerNavigator(() => undefined));
  const values = { token: 'a'.repeat(43), plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2026' };

  it('sends the token and the new password, says it worked and opens the login', async () => {
    const api = fakeCallApi(() => ({ message: 'ok' }));
    await expectSaga(resetPassword, passwordResetRequested(values))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'passwordReset.reset.done' } } })
      .call(navigate, '/login', { replace: true })
      .run();
    expect(api.requests).toEqual([{ method: 'POST', path: '/users/reset-password/token', body: values, auth: false }]);
  });

  it('puts the refusals on the form (the link\'s own, the password\'s) and stays', async () => {
    const api = fakeCallApi(
      () =>
        new ApiError(422, [
          { propertyPath: 'token', message: "L'url est invalide." },
          { propertyPath: 'plainPassword', message: 'Ce mot de passe est trop courant : choisissez-en un autre.' },
        ]),
    );
    const { storeState } = await expectSaga(resetPassword, passwordResetRequested(values))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .not.call.fn(navigate)
      .not.put.like({ action: { type: toastShown.type } })
      .run();
    expect(storeState.mutations[RESET_PASSWORD_FORM]).toMatchObject({
      status: 'failed',
      fieldErrors: { token: "L'url est invalide.", plainPassword: 'Ce mot de passe est trop courant : choisissez-en un autre.' },
    });
  });
});
