/**
 * The show form's rules (part 2 §4 Show, §5 Show form), read by the API (each broken rule a 422
 * on its field) and by the form (the same fields refused before sending).
 */

/** The source whose folder field reads 'Identifiant salon' (part 2 §3). */
export const GL_EVENT_SOURCE = 'gl_event';

/** Logo limit (part 2 §9) and the documents' own. */
export const SHOW_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const SHOW_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** What the rules read of a show, as it would be once written. Dates as epoch milliseconds. */
export interface ShowRuleInput {
  name: string | null;
  /** The gateway as saved before this write (false for a new show). */
  savedExternalSync: boolean;
  externalSync: boolean;
  source: unknown;
  sourcePath: string | null;
  externalSyncDeadline: number | null;
  externalExhibitorAccessUrl: string | null;
  securityInstructionsFunction: boolean;
  securityInstructions: unknown;
  installationDateStart: number | null;
  installationDateEnd: number | null;
  uninstallationDateStart: number | null;
  uninstallationDateEnd: number | null;
  queryParameters: ReadonlyArray<{ name: string | null; value: string | null }>;
}

export type ShowRule = 'nameMissing' | 'required' | 'gatewayLocked' | 'endBeforeStart' | 'securityDocumentMissing';

export interface ShowRuleViolation {
  /** The field, `queryParameters[1].value` for a row's. */
  field: string;
  rule: ShowRule;
}

/** The date pairs that must be in order, end field first. */
export const SHOW_DATE_PAIRS = [
  ['installationDateEnd', 'installationDateStart'],
  ['uninstallationDateEnd', 'uninstallationDateStart'],
] as const;

/** The fields the gateway needs when it is on. */
export const GATEWAY_FIELDS = ['source', 'sourcePath', 'externalSyncDeadline', 'externalExhibitorAccessUrl'] as const;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function showViolations(show: ShowRuleInput): ShowRuleViolation[] {
  const out: ShowRuleViolation[] = [];
  if (blank(show.name)) out.push({ field: 'name', rule: 'nameMissing' });
  // Once saved with the gateway, a show keeps it (part 2 §4).
  if (show.savedExternalSync && !show.externalSync) out.push({ field: 'externalSync', rule: 'gatewayLocked' });
  if (show.externalSync) {
    for (const field of GATEWAY_FIELDS) if (blank(show[field])) out.push({ field, rule: 'required' });
  }
  if (show.securityInstructionsFunction && blank(show.securityInstructions)) {
    out.push({ field: 'securityInstructions', rule: 'securityDocumentMissing' });
  }
  for (const [end, start] of SHOW_DATE_PAIRS) {
    const a = show[start];
    const b = show[end];
    if (a !== null && b !== null && b < a) out.push({ field: end, rule: 'endBeforeStart' });
  }
  show.queryParameters.forEach((row, i) => {
    if (blank(row.name)) out.push({ field: `queryParameters[${i}].name`, rule: 'required' });
    if (blank(row.value)) out.push({ field: `queryParameters[${i}].value`, rule: 'required' });
  });
  return out;
}
