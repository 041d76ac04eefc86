/**
 * The show form's checks before sending (part 2 §5): the rules of src/domain/showRules.ts, the
 * same the API applies, each message an i18n id under its field.
 */
import * as yup from 'yup';
import { showViolations, type ShowRule } from '@/domain/showRules';
import { reminderDaysProblem, TEAM_ANSWER_DAYS } from '@/domain/planTurn';
import { parseReminderDays, type ShowFormValues } from './showFormValues';

/** Whose turn and reminders (issue 25): the same bounds as the API (src/domain/planTurn.ts). */
function turnSettingErrors(values: ShowFormValues): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  const days = values.teamAnswerWorkingDays.trim();
  if (!/^\d+$/.test(days) || Number(days) < TEAM_ANSWER_DAYS.min || Number(days) > TEAM_ANSWER_DAYS.max) {
    errors.push({ field: 'teamAnswerWorkingDays', message: 'showForm.teamAnswerWorkingDaysInvalid' });
  }
  if (reminderDaysProblem(parseReminderDays(values.reminderDays))) errors.push({ field: 'reminderDays', message: 'showForm.reminderDaysInvalid' });
  return errors;
}

const MESSAGE_IDS: Record<ShowRule, string> = {
  nameMissing: 'showForm.nameMissing',
  required: 'form.required',
  gatewayLocked: 'showForm.gatewayLocked',
  endBeforeStart: 'showForm.endBeforeStart',
  securityDocumentMissing: 'showForm.securityDocumentMissing',
};

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** `savedExternalSync`: the gateway as saved (a new show: false). */
export function showFormSchema(savedExternalSync: boolean) {
  return yup.object().test('show-rules', 'form.required', function check(raw) {
    const values = raw as unknown as ShowFormValues;
    const found = showViolations({
      ...values,
      savedExternalSync,
      source: values.source || null,
      externalSyncDeadline: ms(values.externalSyncDeadline),
      installationDateStart: ms(values.installationDateStart),
      installationDateEnd: ms(values.installationDateEnd),
      uninstallationDateStart: ms(values.uninstallationDateStart),
      uninstallationDateEnd: ms(values.uninstallationDateEnd),
    });
    const turn = turnSettingErrors(values);
    if (!found.length && !turn.length) return true;
    return new yup.ValidationError([
      ...found.map((v) => this.createError({ path: v.field, message: MESSAGE_IDS[v.rule] })),
      ...turn.map((e) => this.createError({ path: e.field, message: e.message })),
    ]);
  });
}
