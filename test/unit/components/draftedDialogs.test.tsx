/**
 * Nothing typed is lost (issue 20 item 4) in the small dialogs without Formik, as in FormDialog:
 * the bulk refusal's reason and a saved view's name ask before closing with changes (Escape, a
 * click beside, Cancel), and a kept draft comes back when the dialog opens again.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import RefusalReasonDialog from '@/features/stands/bulk/RefusalReasonDialog';
import SaveViewDialog from '@/lists/components/SaveViewDialog';
import { SAVED_VIEW_SAVE_KEY } from '@/lists/viewActions';
import { modalOpened } from '@/ui/uiSlice';
import { selectDraft } from '@/ui/selectors';
import { renderWithStore } from '../helpers/render';
import { loggedInState } from '../helpers/state';

const DRAFT = 'standBulk/refuse:/salons/3/stands';
const ASK = 'Abandonner les modifications ?';
const textbox = () => screen.getByRole('textbox') as HTMLInputElement;

function Refusal({ onSubmit }: { onSubmit: (reason: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        refuser
      </button>
      {open && <RefusalReasonDialog count={2} draftKey={DRAFT} onCancel={() => setOpen(false)} onSubmit={onSubmit} />}
    </>
  );
}

describe('the bulk refusal’s reason', () => {
  it('closes at once when nothing was typed', async () => {
    renderWithStore(<Refusal onSubmit={jest.fn()} />, loggedInState());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing with a reason typed; going on keeps it; a kept draft reopens', async () => {
    const { store } = renderWithStore(<Refusal onSubmit={jest.fn()} />, loggedInState());
    fireEvent.change(textbox(), { target: { value: 'Cotes manquantes' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: ASK })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ASK })).toBeNull());
    expect(textbox().value).toBe('Cotes manquantes');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Garder le brouillon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectDraft(store.getState(), DRAFT)).toEqual({ text: 'Cotes manquantes' });
    fireEvent.click(screen.getByRole('button', { name: 'refuser' }));
    expect(textbox().value).toBe('Cotes manquantes');
  });

  it('forgets the reason once sent, or abandoned', async () => {
    const onSubmit = jest.fn();
    const { store } = renderWithStore(<Refusal onSubmit={onSubmit} />, loggedInState());
    fireEvent.change(textbox(), { target: { value: 'Cotes manquantes ' } });
    await waitFor(() => expect(selectDraft(store.getState(), DRAFT)).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onSubmit).toHaveBeenCalledWith('Cotes manquantes');
    expect(selectDraft(store.getState(), DRAFT)).toBeUndefined();

    fireEvent.change(textbox(), { target: { value: 'Autre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectDraft(store.getState(), DRAFT)).toBeUndefined();
  });
});

describe('a saved view’s name', () => {
  const target = { list: 'stands', path: '/salons/3/stands', scope: { show: '3' } };

  it('asks before closing with a name typed, and reopens on the kept name', async () => {
    const { store } = renderWithStore(<SaveViewDialog target={target} views={[]} />, loggedInState());
    act(() => {
      store.dispatch(modalOpened({ name: SAVED_VIEW_SAVE_KEY }));
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Nom de la vue/ }), { target: { value: 'À relancer' } });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Enregistrer la vue' }), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Garder le brouillon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      store.dispatch(modalOpened({ name: SAVED_VIEW_SAVE_KEY }));
    });
    expect(((await screen.findByRole('textbox', { name: /Nom de la vue/ })) as HTMLInputElement).value).toBe('À relancer');
  });
});
