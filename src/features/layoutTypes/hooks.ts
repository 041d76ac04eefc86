/** What the layout type screens read and the intents they send. */
import { useCallback } from 'react';
import { useEntity, useFormModal } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { LAYOUT_TYPE_FORM, layoutTypeFormOpened } from './actions';
import { LAYOUT_TYPE_FIELDS, layoutTypeBody, type LayoutTypeValues } from './forms/layoutTypeSchema';

/** The layout type form: its modal, the layout type edited (or none: a new one), the save. */
export function useLayoutTypeForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(LAYOUT_TYPE_FORM);
  const layoutType = useEntity('layoutTypes', modal.id);
  const save = useCallback(
    (values: LayoutTypeValues) =>
      dispatch(
        saveRequested({
          resource: 'layoutTypes',
          id: modal.id,
          data: layoutTypeBody(values),
          key: LAYOUT_TYPE_FORM,
          fields: LAYOUT_TYPE_FIELDS,
          closeModal: LAYOUT_TYPE_FORM,
        }),
      ),
    [dispatch, modal.id],
  );
  return { modal, layoutType, save };
}

/** 'Ajouter' on the layout types' list, for those who may. */
export function useLayoutTypeAdd() {
  const dispatch = useAppDispatch();
  const canAdd = useCan('layoutType.add');
  const add = useCallback(() => dispatch(layoutTypeFormOpened(null)), [dispatch]);
  return { canAdd, add };
}
