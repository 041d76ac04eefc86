/**
 * A directory's logo in a form (providers 75×75, advertisers 170×170; part 2 §5, §9): the stored
 * one (a MediaRef), a file chosen (uploaded first by the form's saga, `submitForm`'s `uploads`), or
 * none. The server checks type, weight and dimensions from the bytes; a refused upload leaves the
 * form without the file ('Le chargement du fichier a échoué.').
 */
import type { MediaRef } from '@/domain/api';
import { ADVERTISER_LOGO as ADVERTISER_LOGO_RULE, PROVIDER_LOGO as PROVIDER_LOGO_RULE } from '@/domain/directory';
import type { FileUpload, UploadedFiles } from './submitForm';

export type LogoValue = MediaRef | File | null;

export interface LogoKind {
  /** The upload collection (`/provider_logo_media`). */
  path: string;
  /** Exact size in pixels, checked by the server; the preview's size. */
  size: number;
}

export const PROVIDER_LOGO: LogoKind = { path: '/provider_logo_media', size: PROVIDER_LOGO_RULE.width };
export const ADVERTISER_LOGO: LogoKind = { path: '/advertiser_logo_media', size: ADVERTISER_LOGO_RULE.width };
/** What the file picker offers (the server decides from the bytes). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml';

export const isChosenLogo = (value: LogoValue): value is File => typeof File !== 'undefined' && value instanceof File;

/** The upload of a newly chosen logo (none when the form keeps the stored one). */
export const logoUploads = (value: LogoValue, kind: LogoKind, field = 'logo'): FileUpload[] =>
  isChosenLogo(value) ? [{ field, file: value, path: kind.path }] : [];

/** The logo's IRI for the body: the one just uploaded, else the one kept, else null. */
export const logoIri = (value: LogoValue, uploaded: UploadedFiles, field = 'logo'): string | null =>
  uploaded[field]?.[0]?.['@id'] ?? (value && !isChosenLogo(value) ? value['@id'] : null);
