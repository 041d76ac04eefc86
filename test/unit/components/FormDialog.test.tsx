import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import FormDialog from '@/components/FormDialog';
import { fieldProps } from '@/components/fieldError';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { selectDraft } from '@/ui/selectors';
import { renderWithStore } from '../helpers/render';
import { loggedInState } from '../helpers/state';

const KEY = 'reports/form';
const DRAFT = 'reports/form:stand-5:new';
interface Values {
  name: string;
  comment: string;
}
const schema = yup.object({ name: yup.string().required('form.required'), comment: yup.string().required('form.required') });

/** A finding-like form in a dialog, opened by a button; what it submits is recorded. */
function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        ouvrir
      </button>
      <FormDialog<Values>
        open={open}
        formId={String(open)}
        formKey={KEY}
        draftKey={DRAFT}
        titleId="standReports.form.addTitle"
        initialValues={{ name: '', comment: '' }}
        validationSchema={schema}
        pending={false}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        {(form) => (
          <>
            <TextField {...fieldProps(form, 'name', 'standReports.form.name', intl)} />
            <TextField {...fieldProps(form, 'comment', 'standReports.form.comment', intl)} />
          </>
        )}
      </FormDialog>
    </>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`)!;
const escape = () => fireEvent.keyDown(screen.getByRole('dialog', { name: /constat/i }), { key: 'Escape' });

describe('a form dialog keeps what was typed', () => {
  it('closes at once when nothing changed', async () => {
    renderWithStore(<Harness onSubmit={jest.fn()} />, loggedInState());
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing on Escape with changes: going on keeps the text, keeping the draft reopens on it', async () => {
    const { store } = renderWithStore(<Harness onSubmit={jest.fn()} />, loggedInState());
    fireEvent.change(field('name'), { target: { value: 'Fuite au plafond' } });
    // Kept once the typing pauses.
    await waitFor(() => expect(selectDraft(store.getState(), DRAFT)).toEqual({ name: 'Fuite au plafond', comment: '' }));
    escape();
    expect(await screen.findByRole('dialog', { name: 'Abandonner les modifications ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Abandonner les modifications ?' })).toBeNull());
    expect(field('name').value).toBe('Fuite au plafond');
    // Cancel asks too; the draft kept, the form reopens on it.
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Garder le brouillon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ouvrir' }));
    await waitFor(() => expect(field('name').value).toBe('Fuite au plafond'));
  });

  it('forgets the draft when the changes are abandoned', async () => {
    const { store } = renderWithStore(<Harness onSubmit={jest.fn()} />, loggedInState());
    fireEvent.change(field('name'), { target: { value: 'Fuite' } });
    escape();
    fireEvent.click(await screen.findByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectDraft(store.getState(), DRAFT)).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'ouvrir' }));
    await waitFor(() => expect(field('name').value).toBe(''));
  });

  it('forgets the draft once the form is sent', async () => {
    const onSubmit = jest.fn();
    const { store } = renderWithStore(<Harness onSubmit={onSubmit} />, loggedInState());
    fireEvent.change(field('name'), { target: { value: 'Fuite' } });
    fireEvent.change(field('comment'), { target: { value: 'Au-dessus du stand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    act(() => {
      store.dispatch(mutationStarted(KEY));
    });
    await waitFor(() => expect(selectDraft(store.getState(), DRAFT)).toEqual({ name: 'Fuite', comment: 'Au-dessus du stand' }));
    act(() => {
      store.dispatch(saveSucceeded({ resource: 'reports', key: KEY, id: 1 }));
    });
    expect(selectDraft(store.getState(), DRAFT)).toBeUndefined();
  });
});

describe('a failed submit', () => {
  it('puts the focus on the first invalid field (the form’s own validation)', async () => {
    renderWithStore(<Harness onSubmit={jest.fn()} />, loggedInState());
    fireEvent.change(field('name'), { target: { value: 'Fuite' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    act(() => save.focus());
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(field('comment')));
  });

  it('puts the focus on the first field the server refused', async () => {
    const { store } = renderWithStore(<Harness onSubmit={jest.fn()} />, loggedInState());
    fireEvent.change(field('name'), { target: { value: 'Fuite' } });
    fireEvent.change(field('comment'), { target: { value: 'x' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    act(() => save.focus());
    act(() => {
      store.dispatch(saveFailed({ resource: 'reports', key: KEY, error: { status: 422, violations: [], description: null }, fieldErrors: { comment: 'Trop court' } }));
    });
    await waitFor(() => expect(document.activeElement).toBe(field('comment')));
  });
});
