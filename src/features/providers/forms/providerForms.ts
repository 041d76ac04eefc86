/**
 * The providers' forms (part 2 §3, §5): values read from the wire, Yup schemas whose messages are
 * i18n ids, and the bodies of the API (contract of issue 23).
 */
import * as yup from 'yup';
import type { Provider, ProviderContact, ProviderShow } from '@/domain/api';
import { HTTP_URL_PATTERN as HTTP_URL } from '@/domain/directory';
import type { LogoValue } from '@/entities/logoUpload';


const text = (v: string): string | null => (v.trim() === '' ? null : v.trim());

// ---- the provider ----

export interface ProviderValues {
  name: string;
  email: string;
  link: string;
  logo: LogoValue;
}

export const PROVIDER_FIELDS = ['name', 'email', 'link', 'logo'] as const;

export const providerSchema = yup.object({
  name: yup.string().trim().required('form.required').max(255, 'providers.form.tooLong'),
  email: yup.string().trim().required('providers.form.emailMissing').email('providers.form.emailInvalid'),
  link: yup.string().trim().matches(HTTP_URL, { message: 'providers.form.linkInvalid', excludeEmptyString: true }),
  logo: yup.mixed().required('form.required'),
});

export const providerInitialValues = (provider: Provider | undefined): ProviderValues => ({
  name: provider?.name ?? '',
  email: provider?.email ?? '',
  link: provider?.link ?? '',
  logo: provider?.logo ?? null,
});

export const providerBody = (values: ProviderValues, logo: string | null): Record<string, unknown> => ({
  name: values.name.trim(),
  email: values.email.trim(),
  link: text(values.link),
  logo,
});

// ---- a provider's contact ----

export interface ContactValues {
  lastname: string;
  firstname: string;
  phone: string;
  company: string;
}

export const CONTACT_FIELDS = ['lastname', 'firstname', 'phone', 'company'] as const;

export const contactSchema = yup.object({
  lastname: yup.string().trim().required('providers.contact.lastnameMissing'),
  firstname: yup.string().trim().required('providers.contact.firstnameMissing'),
  phone: yup.string().trim().required('providers.contact.phoneMissing'),
  company: yup.string().trim().required('providers.contact.companyMissing'),
});

export const contactInitialValues = (contact: ProviderContact | undefined): ContactValues => ({
  lastname: contact?.lastname ?? '',
  firstname: contact?.firstname ?? '',
  phone: contact?.phone ?? '',
  company: contact?.company ?? '',
});

export const contactBody = (values: ContactValues, providerIri: string): Record<string, unknown> => ({
  lastname: values.lastname.trim(),
  firstname: values.firstname.trim(),
  phone: values.phone.trim(),
  company: values.company.trim(),
  provider: providerIri,
});

// ---- a provider placed on a show ----

export interface PlacementValues {
  providerShowCategory: string;
  provider: string;
  link: string;
  wording: string;
  email: string;
}

export const PLACEMENT_FIELDS = ['providerShowCategory', 'provider', 'link', 'wording', 'email'] as const;

export const placementSchema = yup.object({
  providerShowCategory: yup.string().required('providers.placement.categoryMissing'),
  provider: yup.string().required('providers.placement.providerMissing'),
  link: yup.string().trim().matches(HTTP_URL, { message: 'providers.form.linkInvalid', excludeEmptyString: true }),
  wording: yup.string().trim().max(500, 'providers.form.wordingTooLong'),
  email: yup.string().trim().email('providers.form.emailInvalid'),
});

export const placementInitialValues = (placement: ProviderShow | undefined): PlacementValues => ({
  providerShowCategory: placement?.providerShowCategory['@id'] ?? '',
  provider: placement?.provider['@id'] ?? '',
  link: placement?.link ?? '',
  wording: placement?.wording ?? '',
  email: placement?.email ?? '',
});

export const placementBody = (values: PlacementValues, showIri: string): Record<string, unknown> => ({
  show: showIri,
  providerShowCategory: values.providerShowCategory,
  provider: values.provider,
  link: text(values.link),
  wording: text(values.wording),
  email: text(values.email),
});

// ---- a category ----

export const categorySchema = yup.object({ name: yup.string().trim().required('form.required').max(255, 'providers.form.tooLong') });
