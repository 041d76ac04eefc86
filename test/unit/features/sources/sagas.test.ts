/**
 * Issue 24: the source form's write — the password sent only when typed (absent keeps the stored
 * one, '' removes it), the port empty for the protocol's default — and a source deleted.
 */
import { expectSaga } from 'redux-saga-test-plan';
import '@/app/features';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import { deleteRequested } from '@/entities/mutationsSlice';
import { deleteEntity } from '@/entities/sagas';
import { SOURCE_FORM, sourceSaveRequested } from '@/features/sources/actions';
import { sourceInitialValues, type SourceValues } from '@/features/sources/forms/sourceForm';
import { saveSource } from '@/features/sources/sagas';
import { fakeCallApi } from '../../helpers/fakeApi';
import { storedSource } from './fixtures';
import { loggedInState } from '../../helpers/state';

const stored = storedSource;
const edited = (patch: Partial<SourceValues>): SourceValues => ({ ...sourceInitialValues(stored), ...patch });

function save(id: number | null, values: SourceValues, answer: () => unknown = () => stored) {
  const api = fakeCallApi(answer);
  return expectSaga(saveSource, sourceSaveRequested({ id, values })).withReducer(rootReducer, loggedInState(['ROLE_ADMIN'])).provide(api.providers).run().then(({ storeState, effects }) => ({ api, storeState, effects }));
}

describe('the source form submit', () => {
  it('creates a source with its password and the default port left empty: "Source enregistrée !"', async () => {
    const { api, storeState } = await save(null, { ...sourceInitialValues(undefined), name: ' FTP ', reference: 'ftp_demo', host: 'ftp.test', username: 'demo', password: 's3cret' });
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/sources',
        body: { name: 'FTP', reference: 'ftp_demo', protocol: 'ftp', host: 'ftp.test', port: null, username: 'demo', password: 's3cret', basePath: '', entryPoint: '', allowSelfSigned: false },
      },
    ]);
    expect(storeState.mutations[SOURCE_FORM].status).toBe('succeeded');
    expect(storeState.ui.toasts.at(-1)).toMatchObject({ severity: 'success', messageId: 'sources.saved' });
    expect(storeState.entities.sources.entities[5]).toMatchObject({ name: 'FTP GL events', hasPassword: true });
  });

  it('keeps the stored password when the field is left empty (no password in the body)', async () => {
    const { api } = await save(5, edited({ host: 'ftp2.example.test', port: '2121' }));
    expect(api.requests[0]).toMatchObject({ method: 'PATCH', path: '/sources/5' });
    expect(api.requests[0].body).toMatchObject({ host: 'ftp2.example.test', port: 2121 });
    expect(api.requests[0].body).not.toHaveProperty('password');
  });

  it("removes the stored password when asked ('' sent), whatever was typed", async () => {
    const { api } = await save(5, edited({ password: 'typed', removePassword: true }));
    expect(api.requests[0].body).toMatchObject({ password: '' });
  });

  it('puts the server’s violations on the fields, the form staying open', async () => {
    const { storeState } = await save(5, edited({ reference: 'gl_event' }), () => new ApiError(422, [{ propertyPath: 'reference', message: 'Cette référence existe déjà.' }], 'reference: Cette référence existe déjà.'));
    expect(storeState.mutations[SOURCE_FORM]).toMatchObject({ status: 'failed', fieldErrors: { reference: 'Cette référence existe déjà.' } });
  });
});

describe('a source deleted', () => {
  it('sends DELETE /sources/{id} and says so', async () => {
    const api = fakeCallApi(() => null);
    const { storeState } = await expectSaga(deleteEntity, deleteRequested({ resource: 'sources', id: 5, successMessageId: 'sources.delete.done' }))
      .withReducer(rootReducer, loggedInState(['ROLE_ADMIN']))
      .provide(api.providers)
      .run();
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/sources/5' }]);
    expect(storeState.ui.toasts.at(-1)).toMatchObject({ severity: 'success', messageId: 'sources.delete.done' });
  });
});
