/**
 * The buttons of a single-file field (a show's documents, the directory logos): a chosen file goes
 * out once and the input is emptied (choosing the same file again still counts); the remove button
 * is there only when there is a file, under its own accessible name.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilePickerButtons from '@/components/FilePickerButtons';

function renderButtons(removable: boolean) {
  const onChoose = jest.fn();
  const onRemove = jest.fn();
  render(
    <FilePickerButtons name="logo" accept="image/png" removable={removable} removeLabel="Retirer le logo" chooseText="Choisir" chooseLabel="Choisir le logo" onChoose={onChoose} onRemove={onRemove} />,
  );
  return { onChoose, onRemove };
}

test('a chosen file goes out and the input is emptied for the next choice', () => {
  const { onChoose } = renderButtons(false);
  const input = screen.getByTestId('file-logo') as HTMLInputElement;
  const file = new File(['png'], 'logo.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(onChoose).toHaveBeenCalledWith(file);
  expect(input.value).toBe('');
  expect(input.accept).toBe('image/png');
});

test('the remove button is offered only with a file, and removes it', async () => {
  const { onRemove } = renderButtons(true);
  await userEvent.click(screen.getByRole('button', { name: 'Retirer le logo' }));
  expect(onRemove).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Choisir le logo' })).toBeTruthy();
});

test('no remove button without a file', () => {
  renderButtons(false);
  expect(screen.queryByRole('button', { name: 'Retirer le logo' })).toBeNull();
});
