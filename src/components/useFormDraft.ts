/**
 * A form's draft (src/ui/draftsSlice.ts) under `key` — the form and what it is about
 * (`reports/form:stand-5:new`): the values to open the form on, `keep(values, pristine)` on
 * every change (nothing kept while the values are the form's own), `discard()` once sent or
 * abandoned. A null key keeps nothing.
 */
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { draftOf, type FormValues } from '@/domain/formDraft';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { RootState } from '@/state/rootState';
import { draftDiscarded, draftSaved } from '@/ui/draftsSlice';
import { selectDraft } from '@/ui/selectors';

export function useFormDraft(key: string | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const draft = useAppSelector((state) => (key === null ? undefined : selectDraft(state, key)));
  const keep = useCallback(
    (values: FormValues, pristine: FormValues) => {
      if (key === null) return;
      const next = draftOf(values, pristine);
      const stored = selectDraft(store.getState(), key);
      if (next === null) {
        if (stored) dispatch(draftDiscarded(key));
      } else if (JSON.stringify(next) !== JSON.stringify(stored)) {
        dispatch(draftSaved({ key, values: next }));
      }
    },
    [dispatch, store, key],
  );
  const discard = useCallback(() => {
    if (key !== null && selectDraft(store.getState(), key)) dispatch(draftDiscarded(key));
  }, [dispatch, store, key]);
  return { draft, keep, discard };
}
