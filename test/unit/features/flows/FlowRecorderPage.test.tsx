/** The flow recorder's screen (issue 10): start, record through the store, stop, the readable view, the download. */
import { act, fireEvent, screen } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import packageJson from '../../../../package.json';
import FlowRecorderPage from '@/features/flows/pages/FlowRecorderPage';
import { visibleMenu } from '@/domain/menu';
import flows from '@/features/flows/manifest';
import { APP_VERSION, discardRecording, recordAnswer, recordCall, setRecorderClock } from '@/lib/recorder/recorder';
import * as download from '@/api/download';
import { flowRecordingDownloadRequested } from '@/features/flows/actions';
import { saveLastRecording } from '@/features/flows/sagas';
import { renderWithStore } from '../../helpers/render';
import { loggedInState } from '../../helpers/state';

// A still clock: a slow machine between two steps would otherwise add a wait step.
beforeEach(() => setRecorderClock(() => 1_000));
afterEach(() => {
  discardRecording();
  setRecorderClock(() => Date.now());
});

it('writes the app version of package.json', () => {
  expect(APP_VERSION).toBe(packageJson.version);
});

it('is in the account menu of testers only outside development builds, whatever their role', () => {
  const entries = (roles: string[], flags: 'tester'[]) => visibleMenu('account', roles, null, flows.menu ?? [], flags);
  expect(entries(['ROLE_SUPPORT_ASTECH'], ['tester'])).toEqual([{ id: 'flowRecorder', labelId: 'flows.menu', to: '/flow-recorder' }]);
  expect(entries(['ROLE_SUPER_ADMIN'], [])).toEqual([]);
});

it('records, stops, shows the steps with the error toast marked, downloads the JSON (the saga saves it)', async () => {
  const saved = jest.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
  const { store, dispatched } = renderWithStore(<FlowRecorderPage />, loggedInState());
  fireEvent.click(screen.getByRole('button', { name: "Démarrer l'enregistrement" }));
  await act(async () => {
    store.dispatch({ type: 'lists/opened', payload: { list: 'layoutTypes', path: '/layout-types', scope: {} } });
    const call = recordCall({ path: '/layout_types', params: { page: '1' } });
    await recordAnswer(call, { error: { status: 500, violations: [], description: 'boom' } });
    store.dispatch({ type: 'ui/toastShown', payload: { severity: 'error', messageId: 'error.generic' } });
  });
  expect(screen.getByRole('status').textContent).toContain('Enregistrement en cours : 3 étapes');
  fireEvent.click(screen.getByRole('button', { name: "Arrêter l'enregistrement" }));
  const steps = screen.getByTestId('flow-steps');
  expect(steps.textContent).toContain('lists/opened');
  expect(steps.textContent).toContain('GET /layout_types?page=1 → 500');
  expect(steps.textContent).toContain("message d'erreur : error.generic");
  fireEvent.click(screen.getByRole('button', { name: 'Télécharger (JSON)' }));
  const intent = flowRecordingDownloadRequested({ maskPersonal: true });
  expect(dispatched).toContainEqual(intent);
  expect(saved).not.toHaveBeenCalled();
  await runSaga({}, saveLastRecording, intent).toPromise();
  expect(saved).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^flow-.*\.json$/));
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved.mock.calls[0][0]);
  });
  expect(JSON.parse(text)).toMatchObject({ format: 'stand-plans-flow', version: 1, appVersion: APP_VERSION });
  saved.mockRestore();
});
