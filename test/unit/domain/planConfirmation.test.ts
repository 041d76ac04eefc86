import { confirmationViolations, needsPurchaseOrder, WASTE_DISPOSALS, type ConfirmationInput } from '@/domain/planConfirmation';

const VALID: ConfirmationInput = {
  lastName: 'Durand',
  firstName: 'Alice',
  company: 'Expo SA',
  phone: '0102030405',
  email: 'alice@example.test',
  standing: true,
  invoicing: true,
  wasteDisposal: 'ourselves',
  purchaseOrderFiles: 0,
};

describe('plan confirmation rules (part 1 §5)', () => {
  it('a complete confirmation breaks none', () => {
    expect(confirmationViolations(VALID)).toEqual([]);
    expect(confirmationViolations({ ...VALID, wasteDisposal: 'cleaningCompany', purchaseOrderFiles: 1 })).toEqual([]);
  });

  it('an empty one: every person field, both attestations and the waste disposal, in the form order', () => {
    const empty: ConfirmationInput = { lastName: null, firstName: '', company: '  ', phone: null, email: null, standing: false, invoicing: undefined, wasteDisposal: '', purchaseOrderFiles: 0 };
    expect(confirmationViolations(empty)).toEqual([
      { field: 'lastName', rule: 'required' },
      { field: 'firstName', rule: 'required' },
      { field: 'company', rule: 'required' },
      { field: 'phone', rule: 'required' },
      { field: 'email', rule: 'required' },
      { field: 'standing', rule: 'mustBeTrue' },
      { field: 'invoicing', rule: 'mustBeTrue' },
      { field: 'wasteDisposal', rule: 'required' },
    ]);
  });

  it('an e-mail address, an attestation ticked (true, not "true"), a known waste disposal', () => {
    expect(confirmationViolations({ ...VALID, email: 'nope' })).toEqual([{ field: 'email', rule: 'email' }]);
    expect(confirmationViolations({ ...VALID, email: ' alice@example.test ' })).toEqual([]);
    expect(confirmationViolations({ ...VALID, standing: 'true' })).toEqual([{ field: 'standing', rule: 'mustBeTrue' }]);
    expect(confirmationViolations({ ...VALID, wasteDisposal: 'river' })).toEqual([{ field: 'wasteDisposal', rule: 'choice' }]);
  });

  it('a cleaning company needs exactly one purchase order; the others none (files sent are ignored)', () => {
    expect(WASTE_DISPOSALS.filter(needsPurchaseOrder)).toEqual(['cleaningCompany']);
    const cleaning = { ...VALID, wasteDisposal: 'cleaningCompany' };
    expect(confirmationViolations({ ...cleaning, purchaseOrderFiles: 0 })).toEqual([{ field: 'purchaseOrder', rule: 'fileMissing' }]);
    expect(confirmationViolations({ ...cleaning, purchaseOrderFiles: 2 })).toEqual([{ field: 'purchaseOrder', rule: 'oneFileOnly' }]);
    expect(confirmationViolations({ ...VALID, wasteDisposal: 'decorator', purchaseOrderFiles: 2 })).toEqual([]);
  });
});
