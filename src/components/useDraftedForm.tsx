/**
 * What makes a Formik form in a dialog lose nothing (FormDialog, and the dialogs that hold a form
 * beside other content): its values kept as a draft under `draftKey` until sent (its mutation
 * `formKey` succeeds) or abandoned, the form opened on the draft, and closing with changes asked
 * first (ConfirmCloseDialog). Usage: `initialValues={drafted.restored(pristine)}`,
 * `{drafted.keeper(pristine)}` inside the form, `drafted.submitted()` in its submit,
 * `drafted.requestClose` for Escape, the backdrop and Cancel, `{drafted.confirmClose}` beside it.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { hasChanges, restoredValues, type FormValues } from '@/domain/formDraft';
import { useMutation } from '@/entities/hooks';
import ConfirmCloseDialog from './ConfirmCloseDialog';
import { useFormDraft } from './useFormDraft';

/** Inside the form: keeps the draft as the values change, and tells whether anything changed. */
function DraftKeeper({ pristine, keep, changed }: { pristine: FormValues; keep: (values: FormValues, pristine: FormValues) => void; changed: { current: boolean } }) {
  const { values } = useFormikContext<FormValues>();
  const pristineRef = useRef(pristine);
  pristineRef.current = pristine;
  useEffect(() => {
    changed.current = hasChanges(values, pristineRef.current);
    keep(values, pristineRef.current);
  }, [values, keep, changed]);
  return null;
}

interface Options {
  formKey: string;
  /** The form and what it is about (`reports/form:stand-5:new`); null keeps no draft (closing still asks). */
  draftKey: string | null;
  /** A save under way: closing does not ask (nothing is lost, the answer will tell). */
  pending: boolean;
  onClose: () => void;
}

export function useDraftedForm({ formKey, draftKey, pending, onClose }: Options) {
  const { draft, keep, discard } = useFormDraft(draftKey);
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  // Sent: the draft has done its job.
  const { status } = useMutation(formKey);
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current || status === 'pending') return;
    sent.current = false;
    if (status === 'succeeded') discard();
  }, [status, discard]);
  const leave = (drop: boolean) => {
    if (drop) discard();
    setAsking(false);
    changed.current = false;
    onClose();
  };
  return {
    restored: <V extends object>(pristine: V): V => restoredValues(pristine as FormValues, draft) as V,
    keeper: (pristine: object) => <DraftKeeper pristine={pristine as FormValues} keep={keep} changed={changed} />,
    submitted: () => {
      sent.current = true;
    },
    requestClose: () => {
      if (changed.current && !pending) setAsking(true);
      else onClose();
    },
    confirmClose: (
      <ConfirmCloseDialog open={asking} onContinue={() => setAsking(false)} onKeep={draftKey === null ? null : () => leave(false)} onDiscard={() => leave(true)} />
    ),
  };
}
