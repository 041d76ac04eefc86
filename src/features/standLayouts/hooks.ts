/** What the stand's layouts block and its form read, and the intents they send. */
import { useCallback } from 'react';
import { API_BASE } from '@/config';
import { resourcePath } from '@/entities/entityTypes';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { deleteRequested, saveRequested } from '@/entities/mutationsSlice';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { confirmRequested } from '@/ui/uiSlice';
import { STAND_LAYOUT_FORM, standLayoutFormOpened } from './actions';

const FIELDS = ['layoutType', 'description'] as const;
const LAYOUT_TYPES_PARAMS = { pagination: false, 'order[label]': 'asc' };

export interface StandLayoutValues {
  layoutType: string;
  description: string;
}

/** The stand's layouts, the layout types, what the user may do; the form opened on a layout, a deletion asked. */
export function useStandLayouts(standId: number) {
  const dispatch = useAppDispatch();
  return {
    layouts: useList('standLayouts', { stand: standId, pagination: false, 'order[id]': 'asc' }),
    types: useList('layoutTypes', LAYOUT_TYPES_PARAMS),
    canAdd: useCan('standLayout.add'),
    canEdit: useCan('standLayout.edit'),
    canDelete: useCan('standLayout.delete'),
    openForm: useCallback((id: number | null) => dispatch(standLayoutFormOpened(id)), [dispatch]),
    askDelete: useCallback(
      (id: number) =>
        dispatch(confirmRequested({ messageId: 'standLayouts.delete.confirm', action: deleteRequested({ resource: 'standLayouts', id }) })),
      [dispatch],
    ),
  };
}

/** The layout form: its modal, the layout edited (or none: a new one of the stand), the save. */
export function useStandLayoutForm(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(STAND_LAYOUT_FORM);
  const layout = useEntity('standLayouts', modal.id);
  const save = useCallback(
    (values: StandLayoutValues) => {
      const data = { layoutType: values.layoutType, description: values.description.trim() };
      dispatch(
        saveRequested({
          resource: 'standLayouts',
          id: modal.id,
          method: 'PATCH',
          data: modal.id !== null ? data : { ...data, stand: `${API_BASE}${resourcePath('stands', standId)}` },
          key: STAND_LAYOUT_FORM,
          fields: FIELDS,
          closeModal: STAND_LAYOUT_FORM,
        }),
      );
    },
    [dispatch, modal.id, standId],
  );
  return { modal, layout, save };
}
