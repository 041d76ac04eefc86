/** What the gateway settings' screens read and the intents they send (issue 24). */
import { useCallback } from 'react';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { QUERY_PARAMETER_FORM, SOURCE_FORM, sourceFormOpened, sourceSaveRequested } from './actions';
import { QUERY_PARAMETER_FIELDS, queryParameterBody, type QueryParameterValues } from './forms/queryParameterForm';
import type { SourceValues } from './forms/sourceForm';

const ALL_SOURCES = { pagination: 'false', 'order[name]': 'asc' } as const;

/** 'Ajouter une source' above the list, for those who may. */
export function useSourceAdd() {
  const dispatch = useAppDispatch();
  return { canAdd: useCan('source.manage'), add: useCallback(() => dispatch(sourceFormOpened(null)), [dispatch]) };
}

/** The source form: its modal, the source edited (or none: a new one), the save. */
export function useSourceForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(SOURCE_FORM);
  const source = useEntity('sources', modal.id);
  const save = useCallback((values: SourceValues) => dispatch(sourceSaveRequested({ id: modal.id, values })), [dispatch, modal.id]);
  return { modal, source, save };
}

/** Every source, by name (the query parameters' source column and filter). */
export function useAllSources() {
  return useList('sources', ALL_SOURCES).items;
}

/** The query parameter form: the parameter edited, its save (PATCH name and value). */
export function useQueryParameterForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(QUERY_PARAMETER_FORM);
  const parameter = useEntity('showSourceQueryParameters', modal.id);
  const save = useCallback(
    (values: QueryParameterValues) => {
      if (modal.id === null) return;
      dispatch(
        saveRequested({
          resource: 'showSourceQueryParameters',
          id: modal.id,
          method: 'PATCH',
          data: queryParameterBody(values),
          key: QUERY_PARAMETER_FORM,
          fields: QUERY_PARAMETER_FIELDS,
          successMessageId: 'sourceParameters.saved',
          closeModal: QUERY_PARAMETER_FORM,
        }),
      );
    },
    [dispatch, modal.id],
  );
  return { modal, parameter, save };
}
