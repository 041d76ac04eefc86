/**
 * The advertisers' forms (part 2 §3, §5): the advertiser (name 'Nom manquant', link 'Lien manquant',
 * logo 'Logo manquant', 170×170) and its advertisement on a show (advertiser 'Annonceur manquant',
 * wording, link); Yup messages are i18n ids.
 */
import * as yup from 'yup';
import type { Advertiser, AdvertiserShow } from '@/domain/api';
import { HTTP_URL_PATTERN as HTTP_URL } from '@/domain/directory';
import type { LogoValue } from '@/entities/logoUpload';

const text = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export interface AdvertiserValues {
  name: string;
  link: string;
  logo: LogoValue;
}

export const ADVERTISER_FIELDS = ['name', 'link', 'logo'] as const;

export const advertiserSchema = yup.object({
  name: yup.string().trim().required('advertisers.form.nameMissing').max(255, 'advertisers.form.tooLong'),
  link: yup.string().trim().required('advertisers.form.linkMissing').matches(HTTP_URL, 'advertisers.form.linkInvalid'),
  logo: yup.mixed().required('advertisers.form.logoMissing'),
});

export const advertiserInitialValues = (advertiser: Advertiser | undefined): AdvertiserValues => ({
  name: advertiser?.name ?? '',
  link: advertiser?.link ?? '',
  logo: advertiser?.logo ?? null,
});

export const advertiserBody = (values: AdvertiserValues, logo: string | null): Record<string, unknown> => ({
  name: values.name.trim(),
  link: values.link.trim(),
  logo,
});

export interface AdvertisementValues {
  advertiser: string;
  wording: string;
  link: string;
}

export const ADVERTISEMENT_FIELDS = ['advertiser', 'wording', 'link'] as const;

export const advertisementSchema = yup.object({
  advertiser: yup.string().required('advertisers.advertisement.advertiserMissing'),
  wording: yup.string().trim().max(500, 'advertisers.form.wordingTooLong'),
  link: yup.string().trim().matches(HTTP_URL, { message: 'advertisers.form.linkInvalid', excludeEmptyString: true }),
});

export const advertisementInitialValues = (advertisement: AdvertiserShow | undefined): AdvertisementValues => ({
  advertiser: advertisement?.advertiser['@id'] ?? '',
  wording: advertisement?.wording ?? '',
  link: advertisement?.link && advertisement.link !== advertisement.advertiser.link ? advertisement.link : '',
});

export const advertisementBody = (values: AdvertisementValues, showIri: string): Record<string, unknown> => ({
  show: showIri,
  advertiser: values.advertiser,
  wording: text(values.wording),
  link: text(values.link),
});
