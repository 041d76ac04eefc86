/**
 * The plan confirmation form (part 1 §5), the form the plan workflow's `confirm` step carries
 * (planWorkflow.ts): the person responsible (last name, first name, company, phone, e-mail, all
 * required), the standing and invoicing attestations ticked, the waste disposal (ourselves, the
 * decorator or a cleaning company) and, with a cleaning company, exactly one purchase-order file
 * ('Fichier manquant', 'Un seul fichier autorisé').
 *
 * One set of rules, read by the SPA's form (its Yup schema:
 * src/features/standMessages/components/ConfirmationDialog.tsx) and by the API
 * (`POST /backend/stand_messages`, server/resources/standMessages.ts), each mapping a broken rule
 * to its own message.
 */

export const WASTE_DISPOSALS = ['ourselves', 'decorator', 'cleaningCompany'] as const;
export type WasteDisposal = (typeof WASTE_DISPOSALS)[number];

/** The person responsible: every field required. */
export const CONFIRMATION_PERSON_FIELDS = ['lastName', 'firstName', 'company', 'phone', 'email'] as const;
export type ConfirmationPersonField = (typeof CONFIRMATION_PERSON_FIELDS)[number];
/** Longest value of a person field (its column's). */
export const CONFIRMATION_TEXT_MAX = 255;

/** The attestations: each must be ticked. */
export const CONFIRMATION_ATTESTATIONS = ['standing', 'invoicing'] as const;

/** Every field of the form, in its order (where a violation of the API lands: `confirmation.<field>`). */
export const CONFIRMATION_FIELDS = [...CONFIRMATION_PERSON_FIELDS, ...CONFIRMATION_ATTESTATIONS, 'wasteDisposal', 'purchaseOrder'] as const;

/** A cleaning company needs its purchase order: exactly this many files. */
export const PURCHASE_ORDER_FILES = 1;
export const needsPurchaseOrder = (wasteDisposal: unknown): boolean => wasteDisposal === 'cleaningCompany';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isWasteDisposal = (value: unknown): value is WasteDisposal =>
  typeof value === 'string' && (WASTE_DISPOSALS as readonly string[]).includes(value);

/** The confirmation form's values (the SPA's form; sent as the stand message's flat fields, confirmationFields). */
export type PlanConfirmationValues = Record<ConfirmationPersonField, string> & {
  standing: boolean;
  invoicing: boolean;
  wasteDisposal: WasteDisposal;
};

/** A confirmation field's name on the wire (part 1 §3: lastName → confirmationLastName). */
export const confirmationWireName = (field: string): string => `confirmation${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/** The form's values as the stand message's fields (`confirmationLastName`…); the purchase order travels as the message's attachment. */
export const confirmationFields = (values: PlanConfirmationValues): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [confirmationWireName(field), value]));

/** The confirmation as the rules read it: person fields trimmed (null or '' when missing), files counted. */
export interface ConfirmationInput {
  lastName: string | null;
  firstName: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  standing: unknown;
  invoicing: unknown;
  wasteDisposal: unknown;
  /** How many purchase-order files come with it. */
  purchaseOrderFiles: number;
}

/**
 * `required`: missing; `email`: not an e-mail address; `mustBeTrue`: an attestation not ticked;
 * `choice`: a waste disposal not among WASTE_DISPOSALS; `fileMissing` / `oneFileOnly`: the
 * purchase order's count.
 */
export type ConfirmationRule = 'required' | 'email' | 'mustBeTrue' | 'choice' | 'fileMissing' | 'oneFileOnly';

export interface ConfirmationViolation {
  field: (typeof CONFIRMATION_FIELDS)[number];
  rule: ConfirmationRule;
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Every rule the confirmation breaks, in the form's order. */
export function confirmationViolations(input: ConfirmationInput): ConfirmationViolation[] {
  const out: ConfirmationViolation[] = [];
  for (const field of CONFIRMATION_PERSON_FIELDS) if (blank(input[field])) out.push({ field, rule: 'required' });
  if (!blank(input.email) && !EMAIL.test(input.email!.trim())) out.push({ field: 'email', rule: 'email' });
  for (const field of CONFIRMATION_ATTESTATIONS) if (input[field] !== true) out.push({ field, rule: 'mustBeTrue' });
  if (blank(input.wasteDisposal)) out.push({ field: 'wasteDisposal', rule: 'required' });
  else if (!isWasteDisposal(input.wasteDisposal)) out.push({ field: 'wasteDisposal', rule: 'choice' });
  else if (needsPurchaseOrder(input.wasteDisposal)) {
    if (input.purchaseOrderFiles < PURCHASE_ORDER_FILES) out.push({ field: 'purchaseOrder', rule: 'fileMissing' });
    else if (input.purchaseOrderFiles > PURCHASE_ORDER_FILES) out.push({ field: 'purchaseOrder', rule: 'oneFileOnly' });
  }
  return out;
}
