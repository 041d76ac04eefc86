/**
 * What makes a small form without Formik lose nothing (issue 20 item 4, as useDraftedForm does
 * for Formik's): its values opened on the draft kept under `draftKey`, kept as they change until
 * sent (`sent()`) or abandoned, and closing with changes asked first (ConfirmCloseDialog). Usage:
 * `fields.values`, `fields.set({ name })`, `fields.sent()` in the submit, `fields.requestClose`
 * for Escape, the backdrop and Cancel, `{fields.confirmClose}` beside the dialog.
 */
import { useState } from 'react';
import { hasChanges, restoredValues, type FormValues } from '@/domain/formDraft';
import ConfirmCloseDialog from './ConfirmCloseDialog';
import { useFormDraft } from './useFormDraft';

interface Options<V extends FormValues> {
  /** The form and what it is about (`standBulk/refuse:/salons/3/stands`). */
  draftKey: string;
  /** The values the form opens with when there is no draft. */
  pristine: V;
  onClose: () => void;
}

export function useDraftedFields<V extends FormValues>({ draftKey, pristine, onClose }: Options<V>) {
  const { draft, keep, discard } = useFormDraft(draftKey);
  const [values, setValues] = useState<V>(() => restoredValues(pristine, draft));
  const [asking, setAsking] = useState(false);
  const leave = (drop: boolean) => {
    if (drop) discard();
    setAsking(false);
    onClose();
  };
  return {
    values,
    set: (patch: Partial<V>) => {
      const next = { ...values, ...patch };
      setValues(next);
      keep(next, pristine);
    },
    /** Sent: the draft has done its job. */
    sent: discard,
    requestClose: () => {
      if (hasChanges(values, pristine)) setAsking(true);
      else onClose();
    },
    confirmClose: <ConfirmCloseDialog open={asking} onContinue={() => setAsking(false)} onKeep={() => leave(false)} onDiscard={() => leave(true)} />,
  };
}
