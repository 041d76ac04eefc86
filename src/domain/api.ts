/**
 * Wire types of the API (JSON-LD / Hydra), shared by the server and the SPA.
 * Dates travel as ISO 8601 strings; relations as IRIs (`/backend/shows/3`).
 */
import type { StandStatus } from './standStatus';

export type Iri = string;

export interface JsonLdItem {
  '@id': Iri;
  '@type': string;
  id: number;
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: {
    '@id': string;
    '@type': 'hydra:PartialCollectionView';
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:next'?: string;
    'hydra:previous'?: string;
  };
  'hydra:search'?: unknown;
}

export interface Violation {
  propertyPath: string;
  message: string;
  code?: string;
}

export interface ConstraintViolationList {
  '@type': 'ConstraintViolationList';
  'hydra:title': string;
  'hydra:description': string;
  violations: Violation[];
}

export interface HydraError {
  '@type': 'hydra:Error';
  'hydra:title': string;
  'hydra:description': string;
}

export interface LayoutType extends JsonLdItem {
  label: string;
  /** `#rrggbb` */
  color: string;
}

/** A layout (amenagement) of a stand (`/backend/stand_layouts`). */
export interface StandLayout extends JsonLdItem {
  stand: Iri;
  layoutType: Iri;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export type ReportStatus = 'in_progress' | 'closed';

/** A photo of a finding (`/backend/report_media`); its bytes at `contentUrl` (whoever may see the stand). */
export interface ReportPhoto {
  '@id': Iri;
  id: number;
  fileName: string;
  contentUrl: string;
  enabled: boolean;
}

/** A photo of a finding as its own resource (`/backend/report_media`: POST multipart `report` then `file`, PATCH `{enabled: false}`). */
export interface ReportMedia extends JsonLdItem {
  report: Iri;
  fileName: string;
  mimeType: string;
  contentUrl: string;
  enabled: boolean;
  createdAt: string;
}

/** A finding (constat) on a stand (`/backend/reports`): in progress, then closed; up to 4 enabled photos. */
export interface Report extends JsonLdItem {
  stand: Iri;
  name: string;
  comment: string;
  status: ReportStatus;
  createdBy: { fullName: string } | null;
  photos: ReportPhoto[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface MediaRef {
  '@id': Iri;
  mediaFileName: string;
  objectUrl: string;
}

export interface Show extends JsonLdItem {
  name: string;
  logo: MediaRef | null;
  exhibitorGuide: MediaRef | null;
  map: MediaRef | null;
  securityInstructions: MediaRef | null;
  installationDateStart: string | null;
  installationDateEnd: string | null;
  uninstallationDateStart: string | null;
  uninstallationDateEnd: string | null;
  organizerDeadline: string | null;
  securityInstructionsFunction: boolean;
  standDocumentsFunction: boolean;
  standAddDecoratorFunction: boolean;
  externalSync: boolean;
  enabled: boolean;
  organizer: Iri | null;
  /** True when the show has at least one demand config (drives the 'Demandes' menu). */
  hasDemandConfigs: boolean;
  nbInProgressReports: number;
  nbClosedReports: number;
  createdAt: string;
}

export interface StandPerson {
  '@id': Iri;
  fullName: string;
  company: string | null;
}

export interface Stand extends JsonLdItem {
  name: string;
  hall: string;
  aisle: string;
  number: string;
  /** Text, may hold a comma decimal ("12,5"). */
  surface: string;
  standType: string;
  bat: boolean;
  show: Iri;
  status: StandStatus;
  /** The stand-level document status (part 2 §3), null when none is set yet. */
  standDocumentStatus?: { '@id': Iri; id: number; reference: string } | null;
  standSecurityInstruction: Iri | null;
  unSeen: boolean;
  treated: boolean;
  documentsTreated: boolean;
  unSeenDocuments: boolean;
  nbInProgressReports: number;
  nbClosedReports: number;
  /** Labels of the stand's layouts (amenagements), for the list column. */
  layouts: Array<{ label: string; color: string }>;
  updatedAt: string;
  documentsUpdatedAt: string | null;
  exhibitor: StandPerson | null;
  decorator: StandPerson | null;
  agency: StandPerson | null;
}

export interface Me extends JsonLdItem {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone: string | null;
  company: string | null;
  role: { '@id': Iri; reference: string };
  languagePreference: 'fr' | 'en' | null;
  enabled: boolean;
  /** IRIs of the shows the user is linked to (organizer, or through stand roles). */
  shows: Iri[];
}

export interface TokenPayload {
  roles: string[];
  user_id: number;
  username: string;
  exp: number;
  iat?: number;
  user_informations: { email: string };
  /** The user's session version when the token was signed (compared with the user's row on each request). */
  sv?: number;
  /** The refresh chain the token belongs to (a revoked chain ends its access tokens too). */
  sid?: string;
}

export interface LoginResponse {
  token: string;
  refresh_token: string;
}

/**
 * The `message` of a refused login (`401 {code, message}`, Lexik's body): a wrong identifier or
 * password, or the right password of a disabled account (told only to whoever knows the password).
 */
export const LOGIN_REFUSAL = {
  invalidCredentials: 'Invalid credentials.',
  accountDisabled: 'Account is disabled.',
} as const;
