/**
 * The show form's values, read from a show and written back as the API's body (part 2 §3, §7):
 * files are a show's MediaRef, a File chosen (uploaded by the saga first) or null; dates are UTC
 * ISO strings (shown and typed in Paris time by DateTimeField).
 */
import type { MediaRef, Show } from '@/domain/api';
import { REMINDER_DAYS, TEAM_ANSWER_DAYS } from '@/domain/planTurn';

export type ShowFile = MediaRef | File | null;

export const SHOW_FILE_FIELDS = ['logo', 'exhibitorGuide', 'map', 'securityInstructions'] as const;
export type ShowFileField = (typeof SHOW_FILE_FIELDS)[number];

export const SHOW_DATE_FIELDS = [
  'installationDateStart',
  'installationDateEnd',
  'uninstallationDateStart',
  'uninstallationDateEnd',
  'organizerDeadline',
  'externalSyncDeadline',
] as const;
export type ShowDateField = (typeof SHOW_DATE_FIELDS)[number];

export const SHOW_FLAG_FIELDS = ['securityInstructionsFunction', 'standDocumentsFunction', 'standAddDecoratorFunction', 'externalSync', 'enabled', 'remindersEnabled', 'planMarkupByStandists'] as const;

export interface QueryParameterRow {
  name: string;
  value: string;
}

export type ShowFormValues = {
  name: string;
  source: string;
  sourcePath: string;
  externalExhibitorAccessUrl: string;
  queryParameters: QueryParameterRow[];
  /** Whose turn and reminders (issue 25), as typed: '5'; '14, 7, 2'. */
  teamAnswerWorkingDays: string;
  reminderDays: string;
} & Record<
  ShowFileField,
  ShowFile
> &
  Record<ShowDateField, string | null> &
  Record<(typeof SHOW_FLAG_FIELDS)[number], boolean>;

/** The fields the server's violations land on (the rest go to a toast). */
export const SHOW_FORM_FIELDS: readonly string[] = [
  'name',
  ...SHOW_FILE_FIELDS,
  ...SHOW_DATE_FIELDS,
  ...SHOW_FLAG_FIELDS,
  'source',
  'sourcePath',
  'externalExhibitorAccessUrl',
  'queryParameters',
  'teamAnswerWorkingDays',
  'reminderDays',
];

/** The reminder days as typed ('14, 7, 2', '14 7 2'): the numbers, or null when something is not a whole number. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  return parts.map(Number);
}

export function showInitialValues(show: Show | undefined): ShowFormValues {
  return {
    name: show?.name ?? '',
    logo: show?.logo ?? null,
    exhibitorGuide: show?.exhibitorGuide ?? null,
    map: show?.map ?? null,
    securityInstructions: show?.securityInstructions ?? null,
    installationDateStart: show?.installationDateStart ?? null,
    installationDateEnd: show?.installationDateEnd ?? null,
    uninstallationDateStart: show?.uninstallationDateStart ?? null,
    uninstallationDateEnd: show?.uninstallationDateEnd ?? null,
    organizerDeadline: show?.organizerDeadline ?? null,
    externalSyncDeadline: show?.externalSyncDeadline ?? null,
    securityInstructionsFunction: show?.securityInstructionsFunction ?? false,
    standDocumentsFunction: show?.standDocumentsFunction ?? false,
    standAddDecoratorFunction: show?.standAddDecoratorFunction ?? false,
    externalSync: show?.externalSync ?? false,
    enabled: show?.enabled ?? true,
    source: show?.source ?? '',
    sourcePath: show?.sourcePath ?? '',
    externalExhibitorAccessUrl: show?.externalExhibitorAccessUrl ?? '',
    queryParameters: show?.queryParameters?.map((p) => ({ ...p })) ?? [],
    remindersEnabled: show?.remindersEnabled ?? true,
    planMarkupByStandists: show?.planMarkupByStandists ?? false,
    teamAnswerWorkingDays: String(show?.teamAnswerWorkingDays ?? TEAM_ANSWER_DAYS.default),
    reminderDays: (show?.reminderDays ?? REMINDER_DAYS.default).join(', '),
  };
}

export const isChosenFile = (value: ShowFile): value is File => typeof File !== 'undefined' && value instanceof File;

/** The body of POST / PATCH /shows, given the IRIs of the files (uploaded first). */
export function showBody(values: ShowFormValues, fileIris: Record<ShowFileField, string | null>): Record<string, unknown> {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const body: Record<string, unknown> = { name: values.name.trim(), ...fileIris };
  for (const field of SHOW_DATE_FIELDS) body[field] = values[field];
  for (const field of SHOW_FLAG_FIELDS) body[field] = values[field];
  body.source = text(values.source);
  body.sourcePath = text(values.sourcePath);
  body.externalExhibitorAccessUrl = text(values.externalExhibitorAccessUrl);
  body.queryParameters = values.queryParameters.map((p) => ({ name: p.name.trim(), value: p.value.trim() }));
  // Checked by the form first; anything else goes as typed for the API to name the field.
  body.teamAnswerWorkingDays = /^\s*\d+\s*$/.test(values.teamAnswerWorkingDays) ? Number(values.teamAnswerWorkingDays) : values.teamAnswerWorkingDays;
  body.reminderDays = parseReminderDays(values.reminderDays) ?? values.reminderDays;
  return body;
}
