import type { Violation } from '@/domain/api';

export interface SplitViolations {
  /** Messages for the form's own fields, by property path (Formik `setErrors` shape). */
  fieldErrors: Record<string, string>;
  /** Violations on paths the form does not show: they go to a toast as `path: message`. */
  others: Violation[];
}

/** Whether a violation's path is the field's or one under it ('confirmation.email', 'queryParameters[0].name'). */
const isUnder = (path: string, field: string) =>
  path === field || (path.startsWith(field) && (path[field.length] === '.' || path[field.length] === '['));

/**
 * Part 1 §5: violations land on the field with the same property path, or the field they are under
 * (kept under their own path: Formik reads `errors['confirmation.email']`), the rest go to a toast.
 */
export function splitViolations(violations: readonly Violation[], fields: readonly string[]): SplitViolations {
  const fieldErrors: Record<string, string> = {};
  const others: Violation[] = [];
  for (const v of violations) {
    if (fields.some((field) => isUnder(v.propertyPath, field))) {
      fieldErrors[v.propertyPath] = fieldErrors[v.propertyPath]
        ? `${fieldErrors[v.propertyPath]} ${v.message}`
        : v.message;
    } else {
      others.push(v);
    }
  }
  return { fieldErrors, others };
}

/** 'property: message' lines (part 1 §8). */
/** A refusal told in a toast: the server's description ('Le chargement du fichier a échoué.'), then why. */
export function refusalText(description: string | null, violations: readonly Violation[]): string {
  return [description, violationsText(violations)].filter(Boolean).join('\n');
}

export function violationsText(violations: readonly Violation[]): string {
  return violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
}
