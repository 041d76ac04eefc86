/**
 * The plan forms' Yup schemas read src/domain (the API's own rules): the confirmation form the
 * rules of planConfirmation.ts, the other steps what the workflow's table says their message
 * carries; each broken rule is the form's message under its field, as Formik shows it.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import { confirmationSchema, type ConfirmationValues } from '@/features/standMessages/components/ConfirmationDialog';
import { planStepSchema } from '@/features/standMessages/components/PlanStepDialog';

const VALID: ConfirmationValues = {
  lastName: 'Durand',
  firstName: 'Alice',
  company: 'Expo SA',
  phone: '0102030405',
  email: 'alice@example.test',
  standing: true,
  invoicing: true,
  wasteDisposal: 'ourselves',
  purchaseOrder: [],
  message: 'Je confirme.',
};

async function errorsOf(values: object, schema: ObjectSchema<AnyObject> = confirmationSchema): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (err) {
    return yupToFormErrors(err);
  }
}

const pdf = () => new File(['%PDF'], 'bon.pdf', { type: 'application/pdf' });

describe('the confirmation form schema', () => {
  it('accepts a complete confirmation', async () => {
    expect(await errorsOf(VALID)).toEqual({});
    expect(await errorsOf({ ...VALID, wasteDisposal: 'cleaningCompany', purchaseOrder: [pdf()] })).toEqual({});
  });

  it('puts each broken rule under its field, with the form’s message', async () => {
    expect(
      await errorsOf({ ...VALID, lastName: ' ', phone: '', email: 'nope', standing: false, wasteDisposal: '', message: '' }),
    ).toEqual({
      lastName: 'form.required',
      phone: 'form.required',
      email: 'standMessages.confirm.emailInvalid',
      standing: 'standMessages.confirm.attestationMissing',
      wasteDisposal: 'form.required',
      message: 'standMessages.compose.missing',
    });
  });

  it('a cleaning company: exactly one purchase order', async () => {
    const cleaning = { ...VALID, wasteDisposal: 'cleaningCompany' as const };
    expect(await errorsOf({ ...cleaning, purchaseOrder: [] })).toEqual({ purchaseOrder: 'standMessages.confirm.fileMissing' });
    expect(await errorsOf({ ...cleaning, purchaseOrder: [pdf(), pdf()] })).toEqual({ purchaseOrder: 'standMessages.confirm.oneFileOnly' });
  });
});

describe('the other plan steps (submit, validate, refuse)', () => {
  // An untouched form: Formik hands its empty text over as undefined.
  const empty = { message: '', files: [] };
  it('submit: a text and at least one plan file', async () => {
    expect(await errorsOf(empty, planStepSchema('submit'))).toEqual({ message: 'standMessages.compose.missing', files: 'standMessages.plans.filesMissing' });
    expect(await errorsOf({ message: 'Nos plans', files: [pdf()] }, planStepSchema('submit'))).toEqual({});
  });
  it('validate: nothing required (the standard text is written instead)', async () => {
    expect(await errorsOf(empty, planStepSchema('validate'))).toEqual({});
  });
  it('refuse: the reason', async () => {
    expect(await errorsOf(empty, planStepSchema('refuse'))).toEqual({ message: 'standMessages.refuse.reasonMissing' });
    expect(await errorsOf({ message: 'Cotes manquantes', files: [] }, planStepSchema('refuse'))).toEqual({});
  });
});
