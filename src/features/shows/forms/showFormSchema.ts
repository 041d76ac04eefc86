/**
 * The show form's checks before sending (part 2 §5): the rules of src/domain/showRules.ts, the
 * same the API applies, each message an i18n id under its field.
 */
import * as yup from 'yup';
import { showViolations, type ShowRule } from '@/domain/showRules';
import type { ShowFormValues } from './showFormValues';

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
    if (!found.length) return true;
    return new yup.ValidationError(found.map((v) => this.createError({ path: v.field, message: MESSAGE_IDS[v.rule] })));
  });
}
