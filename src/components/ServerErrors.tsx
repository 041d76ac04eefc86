/**
 * Inside a Formik form: puts the server violations of a mutation (saveFailed
 * fieldErrors) on the fields with the same property path.
 */
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectMutation } from '@/entities/selectors';

export default function ServerErrors({ formKey }: { formKey: string }) {
  const { fieldErrors } = useAppSelector((state) => selectMutation(state, formKey));
  const { setErrors, setTouched } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const fields = Object.keys(fieldErrors);
    if (!fields.length) return;
    setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
    setErrors(fieldErrors);
  }, [fieldErrors, setErrors, setTouched]);
  return null;
}
