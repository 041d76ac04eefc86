import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@/app/store';
import { listKey, type Params } from '@/api/params';
import type { LayoutType, StandLayout } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested, saveRequested } from '@/entities/mutationsSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import StandLayoutsPanel from '@/features/standLayouts/StandLayoutsPanel';
import { STAND_LAYOUT_FORM } from '@/features/standLayouts/actions';
import { selectModal } from '@/ui/selectors';
import { confirmRequested } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const STAND_ID = 12;
const LAYOUTS_PARAMS = { stand: STAND_ID, pagination: false, 'order[id]': 'asc' };
const TYPES_PARAMS = { pagination: false, 'order[label]': 'asc' };

const type = (id: number, label: string, color: string): LayoutType => ({
  '@id': `/backend/layout_types/${id}`,
  '@type': 'LayoutType',
  id,
  label,
  color,
});
const layout = (id: number, typeId: number, description: string): StandLayout => ({
  '@id': `/backend/stand_layouts/${id}`,
  '@type': 'StandLayout',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  layoutType: `/backend/layout_types/${typeId}`,
  description,
  createdAt: '2027-03-01T10:00:00+00:00',
  updatedAt: '2027-03-01T10:00:00+00:00',
});

/** The state after both lists answered. */
function loaded(roles: string[], layouts: StandLayout[]): RootState {
  const lists: Array<[string, Params, Array<{ id: number }>, 'standLayouts' | 'layoutTypes']> = [
    ['standLayouts', LAYOUTS_PARAMS, layouts, 'standLayouts'],
    ['layoutTypes', TYPES_PARAMS, [type(1, 'Cloison', '#ff0000'), type(2, 'Réserve', '#00aa00')], 'layoutTypes'],
  ];
  return reduce(
    loggedInState(roles),
    ...lists.flatMap(([resource, params, items, entityType]) => {
      const request = listRequested({ resource: resource as 'standLayouts', params });
      return [
        request,
        entitiesReceived({ type: entityType, items: items as never }),
        listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: items.map((i) => i.id), totalItems: items.length, fetchedAt: 1 }),
      ];
    }),
  );
}

const render = (state: RootState) => renderWithStore(<StandLayoutsPanel standId={STAND_ID} />, state, `/stands/${STAND_ID}`);

describe('StandLayoutsPanel', () => {
  it('asks for the layouts of its stand and the layout types', () => {
    const { dispatched } = render(loggedInState(['ROLE_ORGANIZER']));
    const keys = dispatched.filter((a) => a.type === listRequested.type).map((a) => (a.payload as { key: string }).key);
    expect(keys).toEqual(expect.arrayContaining([listKey('standLayouts', LAYOUTS_PARAMS), listKey('layoutTypes', TYPES_PARAMS)]));
  });

  it('lists the layouts with their type and description, editable by an organizer', () => {
    render(loaded(['ROLE_ORGANIZER'], [layout(5, 2, 'Au fond à gauche'), layout(6, 1, '')]));
    const block = within(screen.getByRole('region', { name: 'Aménagements' }));
    expect(block.getByText('Réserve')).toBeTruthy();
    expect(block.getByText('Au fond à gauche')).toBeTruthy();
    expect(block.getByRole('button', { name: 'Ajouter un aménagement' })).toBeTruthy();
    expect(block.getByRole('button', { name: 'Modifier Cloison' })).toBeTruthy();
    // Named by type and description, so two layouts of one type are told apart.
    expect(block.getByRole('button', { name: 'Supprimer Réserve – Au fond à gauche' })).toBeTruthy();
  });

  it('is read-only for a standist', () => {
    render(loaded(['ROLE_STANDIST'], [layout(5, 2, 'Au fond à gauche')]));
    expect(screen.getByText('Au fond à gauche')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter|Modifier|Supprimer/ })).toBeNull();
  });

  it('says when the stand has none', () => {
    render(loaded(['ROLE_ORGANIZER'], []));
    expect(screen.getByText('Aucun aménagement pour ce stand.')).toBeTruthy();
  });

  it('edits a layout with a PATCH of its type and description, the stand left as it is', async () => {
    const user = userEvent.setup();
    const { dispatched } = render(loaded(['ROLE_ORGANIZER'], [layout(5, 2, 'Au fond')]));
    await user.click(screen.getByRole('button', { name: 'Modifier Réserve – Au fond' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Modifier l'aménagement" }));
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Au fond');
    await user.selectOptions(dialog.getByLabelText(/Type d'aménagement/), 'Cloison');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({
          type: saveRequested.type,
          payload: expect.objectContaining({
            resource: 'standLayouts',
            id: 5,
            method: 'PATCH',
            data: { layoutType: '/backend/layout_types/1', description: 'Au fond' },
          }),
        }),
      ),
    );
  });

  it('closes its dialog when the panel goes away, so it does not open by itself on the next stand', async () => {
    const user = userEvent.setup();
    const { store, unmount } = render(loaded(['ROLE_ORGANIZER'], [layout(5, 2, '')]));
    await user.click(screen.getByRole('button', { name: 'Modifier Réserve' }));
    expect(selectModal(store.getState(), STAND_LAYOUT_FORM).open).toBe(true);
    unmount();
    expect(selectModal(store.getState(), STAND_LAYOUT_FORM).open).toBe(false);
  });

  it('asks for confirmation before deleting a layout', () => {
    const { dispatched } = render(loaded(['ROLE_SUPPORT_ASTECH'], [layout(5, 2, '')]));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Réserve' }));
    expect(dispatched).toContainEqual(
      confirmRequested({ messageId: 'standLayouts.delete.confirm', action: deleteRequested({ resource: 'standLayouts', id: 5 }) }),
    );
  });

  it('requires a layout type, then creates the layout on its stand', async () => {
    const user = userEvent.setup();
    const { dispatched } = render(loaded(['ROLE_ORGANIZER'], []));
    await user.click(screen.getByRole('button', { name: 'Ajouter un aménagement' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText("Type d'aménagement manquant")).toBeTruthy();
    expect(dispatched.some((a) => a.type === saveRequested.type)).toBe(false);

    await user.selectOptions(dialog.getByLabelText(/Type d'aménagement/), 'Réserve');
    await user.type(dialog.getByLabelText('Description'), '  Près de l’allée  ');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({
          type: saveRequested.type,
          payload: expect.objectContaining({
            resource: 'standLayouts',
            id: null,
            data: { layoutType: '/backend/layout_types/2', description: 'Près de l’allée', stand: `/backend/stands/${STAND_ID}` },
          }),
        }),
      ),
    );
  });
});
