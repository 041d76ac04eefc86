/**
 * A form's draft (src/ui/draftsSlice.ts) under `key` — the form and what it is about
 * (`reports/form:stand-5:new`): the values to open the form on, `keep(values, pristine)` on
 * every change (nothing kept while the values are the form's own), `discard()` once sent or
 * abandoned. A null key keeps nothing. Typing is stored once it pauses (KEEP_AFTER_MS), and
 * at once when the form goes (unmount): not one store update and storage write per key.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { draftOf, type FormValues } from '@/domain/formDraft';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { RootState } from '@/state/rootState';
import { draftDiscarded, draftSaved } from '@/ui/draftsSlice';
import { selectDraft } from '@/ui/selectors';

export const KEEP_AFTER_MS = 300;

export function useFormDraft(key: string | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const draft = useAppSelector((state) => (key === null ? undefined : selectDraft(state, key)));
  const pending = useRef<{ key: string; values: FormValues | null; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    const stored = selectDraft(store.getState(), waiting.key);
    if (waiting.values === null) {
      if (stored) dispatch(draftDiscarded(waiting.key));
    } else if (JSON.stringify(waiting.values) !== JSON.stringify(stored)) {
      dispatch(draftSaved({ key: waiting.key, values: waiting.values }));
    }
  }, [dispatch, store]);

  const keep = useCallback(
    (values: FormValues, pristine: FormValues) => {
      if (key === null) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { key, values: draftOf(values, pristine), timer: setTimeout(flush, KEEP_AFTER_MS) };
    },
    [key, flush],
  );
  const discard = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (key !== null && selectDraft(store.getState(), key)) dispatch(draftDiscarded(key));
  }, [dispatch, store, key]);
  // Leaving (another page, a reload's unmount, another key): what was typed last is kept.
  useEffect(() => flush, [flush, key]);
  return { draft, keep, discard };
}
