/**
 * The request form's values (part 2 §5: derogation and logistics), how they are filled (the
 * user's contact details for a new request, the request and its logistics for an edit) and the
 * bodies they give: dates as the wire writes them ('YYYY-MM-DD HH:mm', Paris time).
 */
import type { Iri, Me } from '@/domain/api';
import { fromWireDateTime, splitWeight, toWireDateTime, type DemandKind } from '../rules';
import type { Demand, DemandLogistic } from '../types';

export interface DemandFormValues {
  company: string;
  lastname: string;
  firstname: string;
  phone: string;
  email: string;
  /** The type's IRI. */
  demandType: string;
  /** Desired date and time (delivery for logistics), UTC ISO. */
  askedDatetime: string | null;
  comment: string;
  confirmed: boolean;
  nature: string;
  height: string;
  length: string;
  width: string;
  weight: string;
  weightUnit: 'kg' | 'tonne';
  means: string[];
  pickupDatetime: string | null;
  /** The plan (required for a new logistics request) and a photo or document: one file each, never kept in a draft. */
  plan: File[];
  document: File[];
}

/** Where a violation of the wire lands in the form: the item's fields (`demandLogistic.weight`) bare, the confirmation on its box. */
export function demandFieldOf(propertyPath: string): string {
  if (propertyPath === 'confirmation') return 'confirmed';
  const item = /^demandLogistic\.(\w+)$/.exec(propertyPath);
  return item ? item[1] : propertyPath;
}

/** The fields a server violation may land on. */
export const DEMAND_FORM_FIELDS = [
  'company',
  'lastname',
  'firstname',
  'phone',
  'email',
  'demandType',
  'askedDatetime',
  'comment',
  'confirmed',
  'nature',
  'height',
  'length',
  'width',
  'weight',
  'means',
  'pickupDatetime',
  'plan',
  'document',
] as const;

/** A dimension as the form shows it ('2,5' in French is typed back as it reads). */
const measure = (value: number | null | undefined): string => (typeof value === 'number' ? String(value) : '');

type Contact = Pick<Me, 'firstName' | 'lastName' | 'email'> & { phone?: string | null; company?: string | null };

export function demandInitialValues(
  kind: DemandKind,
  demand: Demand | null,
  logistic: DemandLogistic | null,
  user: Contact | null,
): DemandFormValues {
  const weight = splitWeight(logistic?.weight);
  return {
    company: demand?.company ?? user?.company ?? '',
    lastname: demand?.lastname ?? user?.lastName ?? '',
    firstname: demand?.firstname ?? user?.firstName ?? '',
    phone: demand?.phone ?? user?.phone ?? '',
    email: demand?.email ?? user?.email ?? '',
    demandType: demand?.demandType ?? '',
    askedDatetime: fromWireDateTime(demand?.askedDatetime),
    comment: demand?.comment ?? '',
    confirmed: false,
    nature: kind === 'logistic' ? (logistic?.nature ?? '') : '',
    height: measure(logistic?.height),
    length: measure(logistic?.length),
    width: measure(logistic?.width),
    weight: weight.value,
    weightUnit: weight.unit,
    means: logistic?.means ?? [],
    pickupDatetime: fromWireDateTime(logistic?.pickupDatetime),
    plan: [],
    document: [],
  };
}

/**
 * POST /demands (with the stand, the type and the confirmation) or PATCH /demands/{id} (neither
 * the stand nor the type: they never change once the request exists).
 */
export function demandBody(values: DemandFormValues, standIri: Iri | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    company: values.company.trim(),
    lastname: values.lastname.trim(),
    firstname: values.firstname.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    askedDatetime: toWireDateTime(values.askedDatetime),
    comment: values.comment.trim(),
  };
  if (standIri) Object.assign(body, { stand: standIri, demandType: values.demandType, confirmation: values.confirmed });
  return body;
}

/** The item: within the request's POST (`demandLogistic`, with its files' IRIs) or PATCH /demand_logistics/{id}. */
export function logisticBody(values: DemandFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    nature: values.nature,
    height: values.height.trim(),
    length: values.length.trim(),
    width: values.width.trim(),
    weight: `${values.weight.trim()} ${values.weightUnit}`,
    means: values.means,
    pickupDatetime: toWireDateTime(values.pickupDatetime),
  };
  return body;
}
