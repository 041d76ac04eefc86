/**
 * Inside a Formik form: puts the server violations of a mutation (saveFailed
 * fieldErrors) on the fields with the same property path, and takes the files the
 * server refused out of the form (`refusedFiles`: 'logo', 'photos[1]'), so that the
 * next submit does not send them again (part 2 §5); after a failed submit, the first
 * invalid field takes the focus (FocusFirstInvalid).
 */
import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useMutation } from '@/entities/hooks';
import FocusFirstInvalid from './FocusFirstInvalid';

const LIST_ITEM = /^(.*)\[(\d+)\]$/;

export default function ServerErrors({ formKey }: { formKey: string }) {
  const { fieldErrors, refusedFiles } = useMutation(formKey);
  const { values, setErrors, setTouched, setFieldValue } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    for (const path of refusedFiles ?? []) {
      const item = LIST_ITEM.exec(path);
      if (item) {
        const list: unknown = getIn(values, item[1]);
        if (Array.isArray(list) && list[Number(item[2])] instanceof File) void setFieldValue(item[1], list.filter((_, i) => i !== Number(item[2])), false);
      } else if (getIn(values, path) instanceof File) {
        void setFieldValue(path, null, false);
      }
    }
    // Only when the server answers: the values are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedFiles, setFieldValue]);
  useEffect(() => {
    const fields = Object.keys(fieldErrors);
    if (!fields.length) return;
    setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
    setErrors(fieldErrors);
  }, [fieldErrors, setErrors, setTouched]);
  return <FocusFirstInvalid formKey={formKey} />;
}
