/**
 * Issue 24: the show form's 'Tester la connexion' — the saga's answer for success, each failure
 * code, an unknown source and a lost network; the button's state and its announced result.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import { CONNECTION_ERROR_CODES } from '@/domain/gateway';
import { connectionTestKey } from '@/domain/gatewayView';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { connectionTestRequested } from '@/features/shows/actions';
import ConnectionTestButton from '@/features/shows/components/ConnectionTestButton';
import { CONNECTION_TEST_ID, testConnection } from '@/features/shows/connectionTestSagas';
import fr from '../../../../i18n/fr.json';
import { fakeCallApi } from '../../helpers/fakeApi';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const SOURCE = '/backend/sources/2';
const messages = fr as Record<string, string>;

function runTest(answer: () => unknown, sourcePath = ' /exports ') {
  const api = fakeCallApi(answer);
  return expectSaga(testConnection, connectionTestRequested({ source: SOURCE, sourcePath }))
    .withReducer(rootReducer, loggedInState())
    .provide(api.providers)
    .put.like({ action: { payload: { type: 'connectionTests', items: [{ id: CONNECTION_TEST_ID, pending: true, outcome: null }] } } })
    .run()
    .then(({ storeState }) => ({ requests: api.requests, test: storeState.entities.connectionTests.entities[CONNECTION_TEST_ID] }));
}

describe('the connection test saga', () => {
  it('posts the folder to the source and keeps the success with its number of files', async () => {
    const { requests, test } = await runTest(() => ({ success: true, files: 3, durationMs: 40 }));
    expect(requests).toEqual([{ method: 'POST', path: '/sources/2/test_connection', body: { sourcePath: '/exports' } }]);
    expect(test).toEqual({
      id: CONNECTION_TEST_ID,
      key: connectionTestKey(SOURCE, '/exports'),
      pending: false,
      outcome: { success: true, messageId: 'gateway.test.success', values: { files: 3 } },
    });
  });

  it.each(CONNECTION_ERROR_CODES)('keeps the failure %s as its translated message', async (code) => {
    const { test } = await runTest(() => ({ success: false, code, durationMs: 12 }));
    expect(test.outcome).toEqual({ success: false, messageId: `gateway.error.${code}` });
    expect(messages[`gateway.error.${code}`]).toBeTruthy();
  });

  it("says 'Source non-trouvée.' when the source is unknown (404)", async () => {
    const { test } = await runTest(() => new ApiError(404, [], 'Source non-trouvée.'));
    expect(test.outcome).toEqual({ success: false, messageId: 'gateway.test.sourceNotFound' });
  });

  it("says 'Connexion échouée' when the network fails", async () => {
    const { test } = await runTest(() => new ApiError(0));
    expect(test.outcome).toEqual({ success: false, messageId: 'gateway.error.CONNECTION_FAILED' });
    expect(messages['gateway.error.CONNECTION_FAILED']).toBe('Connexion échouée');
  });
});

/** The button as the form renders it, its source and folder changed by 'next' (the form's fields). */
function Harness({ steps }: { steps: Array<{ source: string; sourcePath: string }> }) {
  const [step, setStep] = useState(0);
  return (
    <>
      <ConnectionTestButton {...steps[step]} />
      <button type="button" onClick={() => setStep(step + 1)}>
        next
      </button>
    </>
  );
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'next' }));

describe("the 'Tester la connexion' button", () => {
  const kept = (patch: object, source = SOURCE, path = '/exports') =>
    entitiesReceived({ type: 'connectionTests', items: [{ id: CONNECTION_TEST_ID, key: connectionTestKey(source, path), pending: false, outcome: null, ...patch }] });

  it('is disabled until a source and a folder are chosen, then asks for the test', () => {
    const { dispatched } = renderWithStore(
      <Harness steps={[{ source: SOURCE, sourcePath: '  ' }, { source: '', sourcePath: '/exports' }, { source: SOURCE, sourcePath: '/exports' }]} />,
      loggedInState(['ROLE_ADMIN']),
    );
    const button = screen.getByRole('button', { name: 'Tester la connexion' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    next();
    expect(button.disabled).toBe(true);
    next();
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(dispatched).toContainEqual(connectionTestRequested({ source: SOURCE, sourcePath: '/exports' }));
  });

  it('is not offered to a user without source.testConnection (support, an organizer)', () => {
    for (const role of ['ROLE_SUPPORT_ASTECH', 'ROLE_ORGANIZER']) {
      const { unmount } = renderWithStore(<ConnectionTestButton source={SOURCE} sourcePath="/exports" />, loggedInState([role]));
      expect(screen.queryByRole('button', { name: 'Tester la connexion' })).toBeNull();
      unmount();
    }
  });

  it('shows the test running, then its success in the live region', () => {
    const { store } = renderWithStore(
      <ConnectionTestButton source={SOURCE} sourcePath="/exports" />,
      reduce(loggedInState(['ROLE_ADMIN']), kept({ pending: true })),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Test de la connexion en cours…');
    expect((screen.getByRole('button', { name: 'Tester la connexion' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      store.dispatch(kept({ outcome: { success: true, messageId: 'gateway.test.success', values: { files: 3 } } }));
    });
    expect(status.textContent).toBe('Connexion réussie (3 fichiers)');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('shows a failure, and no result once the folder changes', () => {
    renderWithStore(
      <Harness
        steps={[
          { source: SOURCE, sourcePath: '/exports' },
          { source: SOURCE, sourcePath: '/exports/2028' },
          { source: '/backend/sources/1', sourcePath: '/exports' },
        ]}
      />,
      reduce(loggedInState(['ROLE_ADMIN']), kept({ outcome: { success: false, messageId: 'gateway.error.LOGIN_FAILED' } })),
    );
    expect(screen.getByRole('status').textContent).toBe(messages['gateway.error.LOGIN_FAILED']);
    next();
    expect(screen.getByRole('status').textContent).toBe('');
    next();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
