/**
 * The request forms' rules (part 2 §5) as Formik runs them: an empty text reaches the schema as
 * undefined, so an optional text left empty must pass (a validation without message, an exemption
 * without logistics fields), a required one must not.
 */
import { prepareDataForValidation } from 'formik';
import type { DemandConfig } from '@/domain/api';
import { demandInitialValues } from '@/features/demands/forms/demandFormValues';
import { decisionSchema, demandSchema } from '@/features/demands/forms/demandSchema';

const config = { '@id': '/backend/demand_configs/1', id: 1, demandType: '/backend/demand_types/1', surfaceMin: 0, demandsAfter: '2027-03-01T07:00:00Z', demandsBefore: '2027-03-09T19:00:00Z' } as DemandConfig;
const errorsOf = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: object): Promise<string[]> => {
  try {
    await schema.validate(prepareDataForValidation(values), { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => `${i.path}: ${i.message}`);
  }
};

describe('the decision dialog', () => {
  it('validates without a message, with the confirmed dates (and the pickup for logistics)', async () => {
    expect(await errorsOf(decisionSchema('validated', true), { content: '', askedDatetime: '2027-03-08T07:30:00Z', pickupDatetime: '2027-03-10T17:00:00Z' })).toEqual([]);
    expect(await errorsOf(decisionSchema('validated', true), { content: '', askedDatetime: null, pickupDatetime: null })).toEqual(['askedDatetime: form.required', 'pickupDatetime: form.required']);
  });

  it('refuses only with a reason, whatever the dates', async () => {
    expect(await errorsOf(decisionSchema('refused', false), { content: '  ', askedDatetime: null, pickupDatetime: null })).toEqual(['content: demands.decision.contentMissing']);
    expect(await errorsOf(decisionSchema('refused', false), { content: 'Complet', askedDatetime: null, pickupDatetime: null })).toEqual([]);
  });
});

describe('the request form', () => {
  const user = { firstName: 'Emma', lastName: 'Bernard', email: 'emma@example.com', phone: '0601', company: 'Lumen' };

  it('files an exemption with its contact, type, date in the window, comment and confirmation (no logistics field)', async () => {
    const values = { ...demandInitialValues('exemption', null, null, user), demandType: config.demandType, askedDatetime: '2027-03-08T07:30:00Z', comment: 'Accès', confirmed: true };
    expect(await errorsOf(demandSchema('exemption', true, [config]), values)).toEqual([]);
  });

  it('refuses a date outside the window, a missing comment and an unticked confirmation', async () => {
    const values = { ...demandInitialValues('exemption', null, null, user), demandType: config.demandType, askedDatetime: '2027-03-10T07:30:00Z' };
    expect(await errorsOf(demandSchema('exemption', true, [config]), values)).toEqual([
      'askedDatetime: demands.form.dateOutside',
      'comment: form.required',
      'confirmed: demands.form.confirmationMissing',
    ]);
  });

  it('asks a logistics request for its item, its means and its plan', async () => {
    const values = { ...demandInitialValues('logistic', null, null, user), demandType: config.demandType, askedDatetime: '2027-03-08T07:30:00Z', pickupDatetime: '2027-03-09T07:30:00Z', comment: 'x', confirmed: true };
    expect(await errorsOf(demandSchema('logistic', true, [config]), values)).toEqual([
      'nature: form.required',
      'height: form.required',
      'length: form.required',
      'width: form.required',
      'weight: form.required',
      'means: demands.form.meansMissing',
      'plan: demands.form.planMissing',
    ]);
  });

  it('lets the pickup fall after the window (only the asked date is held to it) but not be missing', async () => {
    const values = {
      ...demandInitialValues('logistic', null, null, user),
      demandType: config.demandType,
      askedDatetime: '2027-03-08T07:30:00Z',
      pickupDatetime: '2027-03-12T17:00:00Z',
      comment: 'x',
      confirmed: true,
      nature: 'vehicle',
      height: '2',
      length: '6',
      width: '2,5',
      weight: '3,5',
      weightUnit: 'tonne',
      means: ['forklift'],
      plan: [new File(['%PDF'], 'plan.pdf')],
    };
    expect(await errorsOf(demandSchema('logistic', true, [config]), values)).toEqual([]);
    expect(await errorsOf(demandSchema('logistic', true, [config]), { ...values, pickupDatetime: null })).toEqual(['pickupDatetime: form.required']);
  });

  it('takes a heavy item in kilograms and a decimal in metres', async () => {
    const values = {
      ...demandInitialValues('logistic', null, null, user),
      demandType: config.demandType,
      askedDatetime: '2027-03-08T07:30:00Z',
      pickupDatetime: '2027-03-09T07:30:00Z',
      comment: 'x',
      confirmed: true,
      nature: 'equipment',
      height: '2,5',
      length: '6',
      width: '1.2',
      weight: '1500',
      weightUnit: 'kg',
      means: ['crane'],
      plan: [new File(['%PDF'], 'plan.pdf')],
    };
    expect(await errorsOf(demandSchema('logistic', true, [config]), values)).toEqual([]);
    expect(await errorsOf(demandSchema('logistic', true, [config]), { ...values, weight: '12 tons' })).toEqual(['weight: demands.form.weightInvalid']);
  });
});
