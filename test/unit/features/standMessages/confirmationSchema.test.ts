/**
 * The confirmation form's Yup schema reads the rules of src/domain/planConfirmation.ts (the API's
 * own): each broken rule is the form's message under its field, as Formik shows it.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { confirmationSchema, type ConfirmationValues } from '@/features/standMessages/components/ConfirmationDialog';

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

async function errorsOf(values: ConfirmationValues): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, confirmationSchema);
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
