/** What the show screens read and the intents they send. */
import { useCallback, useEffect } from 'react';
import { useEntity, useFormModal } from '@/entities/hooks';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { connectionTestKey } from '@/domain/gatewayView';
import { SHOW_FORM, connectionTestRequested, showFormOpened, showHallsWanted, showSaveRequested } from './actions';
import { CONNECTION_TEST_ID } from './connectionTestSagas';
import { selectShowHalls } from './selectors';
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

/** The halls of the show's stands the user may see, in order (every screen's hall filter): asked when the screen opens. */
export function useShowHalls(showId: number | null): readonly string[] {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (showId !== null) dispatch(showHallsWanted({ showId }));
  }, [dispatch, showId]);
  return useAppSelector((state) => selectShowHalls(state, showId));
}

/**
 * 'Tester la connexion' for the source and folder the form holds: offered to those who may, ready
 * once both are chosen; its result only while they are still the ones tested.
 */
export function useConnectionTest(source: string, sourcePath: string) {
  const dispatch = useAppDispatch();
  const last = useEntity('connectionTests', CONNECTION_TEST_ID);
  const current = last?.key === connectionTestKey(source, sourcePath) ? last : undefined;
  return {
    canTest: useCan('source.testConnection'),
    ready: source !== '' && sourcePath.trim() !== '',
    pending: current?.pending ?? false,
    outcome: current?.outcome ?? null,
    run: useCallback(() => dispatch(connectionTestRequested({ source, sourcePath })), [dispatch, source, sourcePath]),
  };
}

/** Whether the user may change a show's gateway (switch, source, folder, query parameters): admins. */
export function useGatewayEditable(): boolean {
  return useCan('show.editGateway');
}
