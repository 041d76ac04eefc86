/**
 * The server's answer inside a Formik form (src/components/ServerErrors.tsx): its violations under
 * the fields, and a file it refused taken out of the form, so that Save does not send it again.
 */
import { act, screen } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import { ApiError } from '@/api/errors';
import ServerErrors from '@/components/ServerErrors';
import { mutationStarted, saveFailed } from '@/entities/mutationsSlice';
import { loggedInState } from '../helpers/state';
import { renderWithStore } from '../helpers/render';

const KEY = 'things/form';
const pdf = (name: string) => new File([new Uint8Array([0x25])], name, { type: 'application/pdf' });

interface Values {
  logo: File | null;
  files: File[];
}

function Shown({ form }: { form: FormikProps<Values> }) {
  return (
    <ul>
      <li>logo: {form.values.logo?.name ?? 'none'}</li>
      <li>files: {form.values.files.map((f) => f.name).join(', ')}</li>
      <li>error: {String(form.errors.files ?? '')}</li>
    </ul>
  );
}

it('drops the files the server refused, a single one and one of a list, and shows the reason', () => {
  const { store } = renderWithStore(
    <Formik<Values> initialValues={{ logo: pdf('logo.pdf'), files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] }} onSubmit={() => undefined}>
      {(form) => (
        <>
          <ServerErrors formKey={KEY} />
          <Shown form={form} />
        </>
      )}
    </Formik>,
    loggedInState(),
  );
  expect(screen.getByText('files: a.pdf, b.pdf, c.pdf')).toBeTruthy();
  act(() => {
    store.dispatch(mutationStarted(KEY));
    const error = new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non autorisé.' }]).toJSON();
    store.dispatch(saveFailed({ resource: 'shows', key: KEY, error, fieldErrors: { files: 'Type de fichier non autorisé.' }, refusedFiles: ['files[1]', 'logo'] }));
  });
  expect(screen.getByText('files: a.pdf, c.pdf')).toBeTruthy();
  expect(screen.getByText('logo: none')).toBeTruthy();
  expect(screen.getByText('error: Type de fichier non autorisé.')).toBeTruthy();
});
