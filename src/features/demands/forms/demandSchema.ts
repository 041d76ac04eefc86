/**
 * The request form's rules (part 2 §5), checked before sending (the API applies the same).
 * Messages are i18n ids. The date window of the chosen type comes with the schema: a date outside
 * it, or any date when no config matches the type, is refused.
 */
import * as yup from 'yup';
import type { DemandConfig } from '@/domain/api';
import { dateWindow, inWindow, isMeasure, isWeight, MEANS, type DemandKind } from '../rules';
import type { DemandFormValues } from './demandFormValues';

const REQUIRED = 'form.required';
/** A text the form may leave empty (Formik validates an empty text as undefined: `.defined()` would refuse it). */
const optionalText = () => yup.string();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function demandSchema(kind: DemandKind, isNew: boolean, configs: readonly DemandConfig[]): yup.ObjectSchema<DemandFormValues> {
  const logistic = kind === 'logistic';
  const windowed = (message: string) =>
    yup
      .string()
      .nullable()
      .defined()
      .test('required', REQUIRED, (value) => Boolean(value))
      .test('window', message, function check(value) {
        if (!value) return true;
        return inWindow(value, dateWindow((this.parent as DemandFormValues).demandType || null, configs));
      });
  const measure = logistic ? yup.string().required(REQUIRED).test('measure', 'demands.form.measureInvalid', (v) => isMeasure(v ?? '')) : optionalText();
  return yup.object({
    company: yup.string().trim().required(REQUIRED),
    lastname: yup.string().trim().required(REQUIRED),
    firstname: yup.string().trim().required(REQUIRED),
    phone: yup.string().trim().required(REQUIRED),
    email: yup.string().trim().required(REQUIRED).matches(EMAIL, 'demands.form.emailInvalid'),
    demandType: yup.string().required(REQUIRED),
    askedDatetime: windowed('demands.form.dateOutside'),
    comment: isNew ? yup.string().trim().required(REQUIRED) : optionalText(),
    confirmed: isNew ? yup.boolean().defined().oneOf([true], 'demands.form.confirmationMissing') : yup.boolean().defined(),
    nature: logistic ? yup.string().required(REQUIRED).oneOf(['vehicle', 'equipment'], REQUIRED) : optionalText(),
    height: measure,
    length: measure,
    width: measure,
    weight: logistic
      ? yup
          .string()
          .required(REQUIRED)
          .test('weight', 'demands.form.weightInvalid', function weight(v) {
            return isWeight(v ?? '', (this.parent as DemandFormValues).weightUnit);
          })
      : optionalText(),
    weightUnit: yup.string().oneOf(['kg', 'tonne'] as const).required(REQUIRED),
    means: logistic
      ? yup.array(yup.string().oneOf([...MEANS]).required()).min(1, 'demands.form.meansMissing').required()
      : yup.array(yup.string().required()).defined(),
    // The pickup is not held to the type's window (docs/api.md): it is usually after the delivery period.
    pickupDatetime: logistic ? yup.string().nullable().defined().test('required', REQUIRED, (value) => Boolean(value)) : yup.string().nullable(),
    plan: yup
      .array(yup.mixed<File>().required())
      .defined()
      .test('plan', 'demands.form.planMissing', (files) => !logistic || !isNew || (files?.length ?? 0) > 0),
    document: yup.array(yup.mixed<File>().required()).defined(),
  }) as yup.ObjectSchema<DemandFormValues>;
}

/** The decision dialog (part 2 §5): validation needs the date and time (and for logistics the pickup), refusal a text. */
export interface DecisionValues {
  content: string;
  askedDatetime: string | null;
  pickupDatetime: string | null;
}

export function decisionSchema(status: 'validated' | 'refused', logistic: boolean): yup.ObjectSchema<DecisionValues> {
  const date = (needed: boolean) => (needed ? yup.string().nullable().defined().test('required', REQUIRED, (v) => Boolean(v)) : yup.string().nullable());
  return yup.object({
    content: status === 'refused' ? yup.string().trim().required('demands.decision.contentMissing') : optionalText(),
    askedDatetime: date(status === 'validated'),
    pickupDatetime: date(status === 'validated' && logistic),
  }) as yup.ObjectSchema<DecisionValues>;
}
