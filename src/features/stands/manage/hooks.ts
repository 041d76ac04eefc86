/** What the stand creation and edit forms read, and their saves. */
import { useCallback } from 'react';
import { useFormModal } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { useAppDispatch } from '@/state/hooks';
import { STAND_CREATE_FORM, STAND_EDIT_FORM } from './actions';
import {
  STAND_CREATE_FIELDS,
  STAND_EDIT_FIELDS,
  standCreateBody,
  standEditBody,
  type StandCreateValues,
  type StandEditValues,
} from './standSchema';

/** The creation form: its modal, the save of a new stand of the show. */
export function useStandCreateForm(showId: number | null) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(STAND_CREATE_FORM);
  const save = useCallback(
    (values: StandCreateValues) => {
      if (showId === null) return;
      dispatch(
        saveRequested({
          resource: 'stands',
          data: standCreateBody(showId, values),
          key: STAND_CREATE_FORM,
          fields: STAND_CREATE_FIELDS,
          closeModal: STAND_CREATE_FORM,
        }),
      );
    },
    [dispatch, showId],
  );
  return { modal, save };
}

/** The edit form: its modal, the save of the stand's fields. */
export function useStandEditForm(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(STAND_EDIT_FORM);
  const save = useCallback(
    (values: StandEditValues) =>
      dispatch(
        saveRequested({
          resource: 'stands',
          id: standId,
          method: 'PATCH',
          data: standEditBody(values),
          key: STAND_EDIT_FORM,
          fields: STAND_EDIT_FIELDS,
          closeModal: STAND_EDIT_FORM,
        }),
      ),
    [dispatch, standId],
  );
  return { modal, save };
}
