import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@/app/store';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import type { LayoutType } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested, saveFailed, saveRequested } from '@/entities/mutationsSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import LayoutTypesPage from '@/features/layoutTypes/pages/LayoutTypesPage';
import { listChanged, listOpened, listRowDeleteRequested } from '@/lists/actions';
import { confirmRowDelete } from '@/lists/sagas';
import { listGrid } from '@/lists/listGrid';
import { selectListParams } from '@/lists/selectors';
import { expectSaga } from 'redux-saga-test-plan';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const ADMIN = ['ROLE_SUPER_ADMIN'];
const ORGANIZER = ['ROLE_ORGANIZER'];
const FIRST_PAGE = { 'order[label]': 'asc', page: '1', itemsPerPage: '10' };
const TARGET = { list: 'layoutTypes', path: '/layout-types', scope: {} };

const lt = (id: number, label: string, color = '#ff0000'): LayoutType => ({
  '@id': `/backend/layout_types/${id}`,
  '@type': 'LayoutType',
  id,
  label,
  color,
});

/** The state after the first page answered with these rows and this total. */
function listed(roles: string[], rows: LayoutType[], total = rows.length): RootState {
  const request = listRequested({ resource: 'layoutTypes', params: FIRST_PAGE });
  return reduce(
    loggedInState(roles),
    request,
    entitiesReceived({ type: 'layoutTypes', items: rows }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: rows.map((r) => r.id), totalItems: total, fetchedAt: 1 }),
  );
}

const rows = [lt(1, 'Cloison', '#ff0000'), lt(2, 'Réserve', '#00aa00')];
const render = (state: RootState) => renderWithStore(<LayoutTypesPage />, state, '/layout-types');

describe('LayoutTypesPage', () => {
  // The grid's chunk in before the first render, as the route loads it with the page.
  beforeAll(() => listGrid.load());

  it('opens the first page of 10, sorted by label, as the list saved for the user', () => {
    const { dispatched, store } = render(loggedInState(ADMIN));
    expect(dispatched).toContainEqual(listOpened(TARGET));
    expect(selectListParams(store.getState(), TARGET)).toEqual(FIRST_PAGE);
  });

  it('shows the rows with their colours, and add, edit and delete to an admin', () => {
    render(listed(ADMIN, rows));
    const grid = within(screen.getByRole('grid', { name: "Types d'aménagement" }));
    expect(grid.getByText('Cloison')).toBeTruthy();
    expect(grid.getByText('#00aa00')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Ajouter un type d'aménagement" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier Cloison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer Réserve' })).toBeTruthy();
    // No export: no row checkboxes.
    expect(grid.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows the list read-only to an organizer', () => {
    render(listed(ORGANIZER, rows));
    expect(screen.getByText('Cloison')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Modifier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('pages on the server: no pagination on a single page, else the total and the next page', () => {
    const { unmount } = render(listed(ADMIN, rows));
    expect(screen.queryByText(/sur 2/)).toBeNull();
    unmount();
    const many = Array.from({ length: 10 }, (_, i) => lt(i + 1, `Type ${i + 1}`));
    const { dispatched } = render(listed(ADMIN, many, 25));
    expect(screen.getByText('1–10 sur 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(dispatched).toContainEqual(listChanged({ ...TARGET, change: { kind: 'page', page: 2 } }));
  });

  it('sorts on the server by a column header: label descending', () => {
    const { dispatched } = render(listed(ADMIN, rows));
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Libellé' })).getByText('Libellé'));
    expect(dispatched).toContainEqual(
      listChanged({ ...TARGET, change: { kind: 'sort', sort: { field: 'label', direction: 'desc' } } }),
    );
  });

  it('asks for confirmation before deleting', async () => {
    const { dispatched } = render(listed(ADMIN, rows));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Cloison' }));
    expect(dispatched).toContainEqual(listRowDeleteRequested({ ...TARGET, id: 1 }));
    await expectSaga(confirmRowDelete, listRowDeleteRequested({ ...TARGET, id: 1 }))
      .put(
        confirmRequested({
          messageId: 'layoutTypes.delete.confirm',
          action: deleteRequested({ resource: 'layoutTypes', id: 1 }),
        }),
      )
      .run();
  });

  it('requires a label ("Information manquante") and sends the colour as #rrggbb', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = render(listed(ADMIN, rows));
    await user.click(screen.getByRole('button', { name: "Ajouter un type d'aménagement" }));
    expect(dispatched).toContainEqual(modalOpened({ name: 'layoutTypes/form', id: null }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Information manquante')).toBeTruthy();
    expect(dispatched.some((a) => a.type === saveRequested.type)).toBe(false);

    await user.type(dialog.getByLabelText(/Libellé/), '  Podium  ');
    fireEvent.change(dialog.getByTestId('layout-type-color'), { target: { value: '#12ab34' } });
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({
          type: saveRequested.type,
          payload: expect.objectContaining({ resource: 'layoutTypes', id: null, data: { label: 'Podium', color: '#12ab34' } }),
        }),
      ),
    );
    // The server's violation lands under its field.
    act(() => {
      store.dispatch(
        saveFailed({
          resource: 'layoutTypes',
          key: 'layoutTypes/form',
          error: { status: 422, violations: [], description: null },
          fieldErrors: { label: 'Ce libellé existe déjà.' },
        }),
      );
    });
    expect(await dialog.findByText('Ce libellé existe déjà.')).toBeTruthy();
  });

  it('opens the edit form filled with the row', async () => {
    const user = userEvent.setup();
    render(listed(ADMIN, rows));
    await user.click(screen.getByRole('button', { name: 'Modifier Réserve' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText("Modifier le type d'aménagement")).toBeTruthy();
    expect((dialog.getByLabelText(/Libellé/) as HTMLInputElement).value).toBe('Réserve');
    expect((dialog.getByTestId('layout-type-color') as HTMLInputElement).value).toBe('#00aa00');
  });
});
