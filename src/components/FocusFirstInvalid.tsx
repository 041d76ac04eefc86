/**
 * Inside a Formik form: after a failed submit — the form's own validation, or the server's
 * violations put on the fields (`formKey`'s mutation, see ServerErrors) — the focus goes to the
 * first invalid field in the form's order, so the keyboard and a screen reader land on what to
 * fix. Only then: an error appearing while the user types moves nothing.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useMutation } from '@/entities/hooks';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A field in error: its input (aria-invalid), a control marked so (`data-invalid`: the file picker), an MUI control in error. */
const INVALID = '[aria-invalid="true"], [data-invalid="true"], .Mui-error';

/** What to focus for a mark of error: itself, a field inside it, or the first field of its form control (a checkbox's helper text). */
const focusTargetOf = (element: HTMLElement): HTMLElement | null =>
  element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(FOCUSABLE) ?? null);

/** Focus the first field of `container` in error, in the form's order; true when one was found. */
export function focusFirstInvalid(container: ParentNode | null): boolean {
  if (!container) return false;
  for (const element of container.querySelectorAll<HTMLElement>(INVALID)) {
    const target = focusTargetOf(element);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

const ATTEMPTS = 3;

export default function FocusFirstInvalid({ formKey }: { formKey?: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const { isSubmitting, errors } = useFormikContext();
  // Without a key, the idle mutation: no server errors.
  const serverErrors = useMutation(formKey ?? '').fieldErrors;
  // Renders left to find the field once a failure is known (its errors show a render later, or never off the form's fields).
  const wanted = useRef(0);
  const wasSubmitting = useRef(isSubmitting);
  // Formik ends a submit attempt (isSubmitting back to false) only when its validation failed:
  // a valid submit is handed over and stays "submitting" (the server's answer decides).
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && Object.keys(errors).length) wanted.current = ATTEMPTS;
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, errors]);
  useEffect(() => {
    if (Object.keys(serverErrors).length) wanted.current = ATTEMPTS;
  }, [serverErrors]);
  // After the render that shows the errors (ServerErrors sets them in its own effect).
  useEffect(() => {
    if (!wanted.current) return;
    wanted.current = focusFirstInvalid(anchor.current?.closest('form') ?? null) ? 0 : wanted.current - 1;
  });
  return <span ref={anchor} hidden />;
}
