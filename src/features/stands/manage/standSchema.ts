/** The new stand and stand edit forms' rules (part 1 §5); messages are i18n ids. */
import * as yup from 'yup';
import type { Stand } from '@/domain/api';

const required = (id = 'form.required') => yup.string().trim().required(id).max(255, 'stand.form.tooLong');

/** Stand edit form: name ('Enseigne manquante'), standType, hall, aisle, number, surface, all required. */
export const standEditSchema = yup.object({
  name: required('stand.form.nameMissing'),
  standType: required(),
  hall: required(),
  aisle: required(),
  number: required(),
  surface: yup.string().trim().required('form.required').matches(/^\d+([.,]\d+)?$/, 'stand.form.surfaceInvalid'),
});
export type StandEditValues = yup.InferType<typeof standEditSchema>;
export const STAND_EDIT_FIELDS = ['name', 'standType', 'hall', 'aisle', 'number', 'surface'] as const;

export const standEditInitialValues = (stand: Stand | undefined): StandEditValues => ({
  name: stand?.name ?? '',
  standType: stand?.standType ?? '',
  hall: stand?.hall ?? '',
  aisle: stand?.aisle ?? '',
  number: stand?.number ?? '',
  surface: stand?.surface ?? '',
});

export const standEditBody = (values: StandEditValues) =>
  Object.fromEntries(STAND_EDIT_FIELDS.map((field) => [field, values[field].trim()]));

const whenNew = (schema: yup.StringSchema) =>
  yup.string().when('exhibitorMode', { is: 'new', then: () => schema, otherwise: (s) => s.notRequired() });

/** New stand form: the stand's fields, notify, and the exhibitor, existing (picked) or new (company, names, e-mail; phone optional). */
export const standCreateSchema = standEditSchema.shape({
  notify: yup.string().oneOf(['yes', 'no'], 'form.required').required('form.required'),
  exhibitorMode: yup.string().oneOf(['existing', 'new']).required(),
  exhibitor: yup.string().when('exhibitorMode', { is: 'existing', then: (s) => s.required('stand.form.exhibitorMissing') }),
  company: whenNew(yup.string().trim().required('stand.form.companyMissing')),
  lastName: whenNew(yup.string().trim().required('stand.form.lastNameMissing')),
  firstName: whenNew(yup.string().trim().required('stand.form.firstNameMissing')),
  email: whenNew(yup.string().trim().required('stand.form.emailMissing').matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'stand.form.emailInvalid')),
  phone: yup.string().trim().max(40, 'stand.form.tooLong'),
});

export interface StandCreateValues extends StandEditValues {
  notify: '' | 'yes' | 'no';
  exhibitorMode: 'existing' | 'new';
  /** The IRI of the standist picked. */
  exhibitor: string;
  company: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

export const STAND_CREATE_FIELDS = [...STAND_EDIT_FIELDS, 'notify', 'exhibitor', 'company', 'lastName', 'firstName', 'email', 'phone'] as const;

export const standCreateInitialValues = (): StandCreateValues => ({
  ...standEditInitialValues(undefined),
  notify: 'yes',
  exhibitorMode: 'new',
  exhibitor: '',
  company: '',
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
});

/** POST /backend/stands: an existing exhibitor by IRI, else the new person's fields. */
export function standCreateBody(showId: number, values: StandCreateValues): Record<string, unknown> {
  const exhibitor =
    values.exhibitorMode === 'existing'
      ? { exhibitor: values.exhibitor }
      : {
          exhibitor: null,
          company: values.company.trim(),
          lastName: values.lastName.trim(),
          firstName: values.firstName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
        };
  return { show: `/backend/shows/${showId}`, ...standEditBody(values), notify: values.notify === 'yes', ...exhibitor };
}
