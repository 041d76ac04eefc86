/** What the show screens read and the intents they send. */
import { useCallback } from 'react';
import { useEntity, useFormModal } from '@/entities/hooks';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { SHOW_FORM, showFormOpened, showSaveRequested } from './actions';
import type { ShowFormValues } from './forms/showFormValues';

/** The show form: its modal, the show edited (or none: a new one), the save. */
export function useShowForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(SHOW_FORM);
  const show = useEntity('shows', modal.id);
  const save = useCallback((values: ShowFormValues) => dispatch(showSaveRequested({ id: modal.id, values })), [dispatch, modal.id]);
  return { modal, show, save };
}

/** 'Ajouter un salon', for those who may. */
export function useShowAdd() {
  const dispatch = useAppDispatch();
  const canAdd = useCan('show.add');
  const add = useCallback(() => dispatch(showFormOpened(null)), [dispatch]);
  return { canAdd, add };
}
