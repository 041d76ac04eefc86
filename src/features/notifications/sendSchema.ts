/**
 * The checks of the 'Envoyer une notification' form (part 1 §5): 'Notification manquante',
 * 'Objet manquant', recipients, 'Contenu manquant', no unknown variable. Messages are i18n ids.
 * Apart from sendForm.ts so that yup is not in the first screen's scripts.
 */
import * as yup from 'yup';
import { unknownVariables, variableToken } from '@/domain/notifications';

/** A text's unknown variables as one message (or null). */
const variablesCheck = (value: string | undefined, ctx: yup.TestContext) => {
  const unknown = unknownVariables(value ?? '');
  return unknown.length ? ctx.createError({ message: `notifications.send.unknownVariable|${unknown.map(variableToken).join(', ')}` }) : true;
};

export const sendSchema = yup.object({
  notification: yup.mixed<number | ''>().test('chosen', 'notifications.send.templateMissing', (v) => typeof v === 'number'),
  customObject: yup.string().trim().required('notifications.send.subjectMissing').test('variables', variablesCheck),
  customStandistRoles: yup.array(yup.string().required()).min(1, 'notifications.send.rolesMissing').required(),
  customContent: yup.string().trim().required('notifications.send.contentMissing').test('variables', variablesCheck),
});
