/**
 * Issue 24: the source form never shows the stored password — the field is empty on edit with
 * 'leave empty to keep', a box removes it — the port's placeholder is the protocol's default, and
 * a self-signed certificate comes with its warning.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '@/app/features';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { SOURCE_FORM, sourceSaveRequested } from '@/features/sources/actions';
import SourceDialog from '@/features/sources/forms/SourceDialog';
import { modalOpened } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { storedSource } from './fixtures';
import { loggedInState, reduce } from '../../helpers/state';

const stored = storedSource;

const opened = (id: number | null) => reduce(loggedInState(['ROLE_ADMIN']), entitiesReceived({ type: 'sources', items: [stored] }), modalOpened({ name: SOURCE_FORM, id }));

describe('the source form', () => {
  it('opens an edit with an empty password, says it keeps the stored one, and can remove it', async () => {
    const { dispatched } = renderWithStore(<SourceDialog />, opened(5));
    const dialog = screen.getByRole('dialog', { name: 'Modifier la source' });
    const password = within(dialog).getByLabelText('Mot de passe') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(within(dialog).getByText('Laissez vide pour garder le mot de passe enregistré')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Hôte/) as HTMLInputElement).value).toBe('ftp.example.test');
    expect((within(dialog).getByLabelText('Port') as HTMLInputElement).placeholder).toBe('21');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Supprimer le mot de passe enregistré' }));
    expect(password.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.some((a) => a.type === sourceSaveRequested.type)).toBe(true));
    const sent = dispatched.find((a) => a.type === sourceSaveRequested.type) as ReturnType<typeof sourceSaveRequested>;
    expect(sent.payload).toMatchObject({ id: 5, values: { removePassword: true, password: '' } });
  });

  it('gives the default port of the protocol chosen, and warns about self-signed certificates', async () => {
    renderWithStore(<SourceDialog />, opened(null));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle source' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Supprimer le mot de passe enregistré' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Protocole/), { target: { value: 'https' } });
    await waitFor(() => expect((within(dialog).getByLabelText('Port') as HTMLInputElement).placeholder).toBe('443'));
    expect(within(dialog).queryByText(/Un certificat auto-signé/)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Accepter les certificats auto-signés'));
    expect(await within(dialog).findByText(/Un certificat auto-signé ne prouve pas/)).toBeTruthy();
  });
});
