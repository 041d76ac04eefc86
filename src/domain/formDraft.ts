/**
 * What of a form's values a draft keeps (src/ui/draftsSlice.ts): everything but files (a `File`
 * cannot be stored; a field holding files is left out, so it comes back empty) and passwords
 * (never written to the browser's storage), and nothing when the values are the form's own.
 */
export type FormValues = Record<string, unknown>;

const holdsFiles = (value: unknown): boolean =>
  (typeof File !== 'undefined' && value instanceof File) || (Array.isArray(value) && value.some(holdsFiles));

const SECRET = /password/i;

/** The values without the fields holding files or a password. */
export function storableValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => !holdsFiles(value) && !SECRET.test(field)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The draft to keep of `values` typed over `pristine` (the form's values when opened), or null when nothing changed. */
export function draftOf(values: FormValues, pristine: FormValues): FormValues | null {
  const kept = storableValues(values);
  // A field that held a file on either side is a file field: left out of both.
  const before = Object.fromEntries(Object.entries(storableValues(pristine)).filter(([field]) => field in kept));
  return same(kept, before) ? null : kept;
}

/** Whether the user changed anything, files included. */
export function hasChanges(values: FormValues, pristine: FormValues): boolean {
  return Object.keys({ ...pristine, ...values }).some((field) => {
    const [now, before] = [values[field], pristine[field]];
    return holdsFiles(now) || holdsFiles(before) ? now !== before && !(Array.isArray(now) && Array.isArray(before) && now.length === 0 && before.length === 0) : !same(now, before);
  });
}

/** The form's values with a draft typed over them: only the form's own fields (a field since removed is dropped). */
export function restoredValues<V extends FormValues>(pristine: V, draft: FormValues | undefined): V {
  if (!draft) return pristine;
  const restored: FormValues = { ...pristine };
  for (const field of Object.keys(pristine)) if (field in draft) restored[field] = draft[field];
  return restored as V;
}
