/**
 * Wire types of the API (JSON-LD / Hydra), shared by the server and the SPA.
 * Dates travel as ISO 8601 strings; relations as IRIs (`/backend/shows/3`).
 */
import type { StandStatus } from './standStatus';
import type { MailState } from './mail';
import type { ConnectionErrorCode, SourceProtocol, SyncChangeKind } from './gateway';
import type { MarkGeometry, MarkKind } from './planReview';

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

/** An event of a stand's timeline (`/backend/stand_events`; kinds and details: src/domain/standEvents.ts). */
export interface StandEvent extends JsonLdItem {
  stand: Iri;
  kind: string;
  actor: { id: number; fullName: string } | null;
  at: string;
  details: Record<string, unknown>;
}

/** An attachment of a message (`/backend/message_media`, part 1 §3): uploaded first, then named by a message's `attachments`. */
export interface MessageMedia extends JsonLdItem {
  mediaFileName: string;
  /** The download. */
  objectUrl: string;
  /** false: soft-deleted (seen only by admin, support, organizer). */
  enabled: boolean;
  /** The Message it is attached to; null until one names it. */
  message: Iri | null;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** An attachment as its message carries it. */
export type MessageAttachment = Pick<MessageMedia, '@id' | '@type' | 'id' | 'mediaFileName' | 'objectUrl' | 'enabled' | 'mimeType' | 'size'>;

/** A message's author (`createdBy`). */
export interface MessageAuthor {
  '@id': Iri;
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  company: string | null;
  /** Role reference (ROLE_ADMIN…). */
  role: string;
}

/** A message of a thread (`/backend/messages/{id}`, part 1 §3): PATCH `{content, attachments}`, the newest of its thread by its author. */
export interface Message extends JsonLdItem {
  content: string;
  attachments: MessageAttachment[];
  createdAt: string;
  updatedAt: string;
  /** null when the account is gone. */
  createdBy: MessageAuthor | null;
  /** ROLE_STANDIST_*; null for staff (shown 'Organisateur'). */
  createdByStandRole: string | null;
  /** The newest message of its thread, written by the caller. */
  editable: boolean;
}

/** A message of a stand's thread (`/backend/stand_messages`); with `newStandStatus`, a step of the plan workflow; the confirmation fields on the one that confirmed the plans. */
export interface StandMessage extends JsonLdItem {
  stand: Iri;
  newStandStatus: StandStatus | null;
  message: Message;
  confirmationLastName: string | null;
  confirmationFirstName: string | null;
  confirmationCompany: string | null;
  confirmationPhone: string | null;
  confirmationEmail: string | null;
  confirmationStanding: boolean | null;
  confirmationWasteDisposal: string | null;
  confirmationInvoicing: boolean | null;
  /** The plan revision (issue 25) this message submitted or decided; null on other messages. */
  planRevision: Iri | null;
  createdAt: string;
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
  /** The stand's standists may draw marks on their plans too (issue 25; staff always may). */
  planMarkupByStandists: boolean;
  externalSync: boolean;
  enabled: boolean;
  /** The gateway (part 2 §3): its source, folder, deadline, last run, exhibitors' address, query parameters. */
  source: Iri | null;
  sourcePath: string | null;
  externalSyncDeadline: string | null;
  externalSyncAt: string | null;
  externalExhibitorAccessUrl: string | null;
  queryParameters: Array<{ name: string; value: string }>;
  organizer: Iri | null;
  /** The organizer's full name (the show list's column). */
  organizerName: string | null;
  /** True when the show has at least one demand config (drives the 'Demandes' menu). */
  hasDemandConfigs: boolean;
  /** The show's findings over all its stands: absent without 'show.reportCounts'. */
  nbInProgressReports?: number;
  nbClosedReports?: number;
  createdAt: string;
  /** Whose turn and reminders (issue 25): working days the team has to answer (1–60), reminders on/off, days before organizerDeadline (1–3 of 1–60). */
  teamAnswerWorkingDays: number;
  remindersEnabled: boolean;
  reminderDays: number[];
}

/** A show's logo or document uploaded before the show names it (`/backend/show_media`). */
export interface ShowMedia extends JsonLdItem, MediaRef {
  mimeType: string;
  size: number;
}

/**
 * A gateway source (`/backend/sources`). Everyone who edits a show reads name and reference (the
 * form's select); the connection fields are read and written by admins only, and the password is
 * never sent back: `password` is write-only (absent or null keeps the stored one, '' removes it),
 * `hasPassword` tells whether one is stored.
 */
export interface Source extends JsonLdItem {
  name: string;
  reference: string;
  protocol?: SourceProtocol;
  host?: string;
  port?: number | null;
  username?: string;
  hasPassword?: boolean;
  basePath?: string;
  entryPoint?: string;
  allowSelfSigned?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** What an admin sends to create or edit a source. */
export interface SourceWrite {
  name: string;
  reference: string;
  protocol: SourceProtocol;
  host: string;
  port: number | null;
  username: string;
  password?: string | null;
  basePath: string;
  entryPoint: string;
  allowSelfSigned: boolean;
}

/** `POST /backend/sources/{id}/test_connection {sourcePath}`: 200 with this (a failure is a 200 too, it is the test's answer). */
export interface ConnectionTestResult {
  success: boolean;
  /** Absent on success. */
  code?: ConnectionErrorCode;
  /** How many files the folder holds (on success). */
  files?: number;
  /** How long the test took. */
  durationMs: number;
}

/** A show's query parameter for its source (`/backend/show_source_query_parameters`, filters `show`, `source`). */
export interface ShowSourceQueryParameter extends JsonLdItem {
  show: Iri;
  source: Iri | null;
  name: string;
  value: string;
  /** Its place among the show's parameters (0 first): the list's order within a show. */
  position: number;
  /** The show's name, for the settings list. */
  showName: string;
}

/** A stand as the organizer's system knows it (`/backend/external_stand_identifiers`, filters `stand`, `tokenIdentifier`). */
export interface ExternalStandIdentifier extends JsonLdItem {
  stand: Iri;
  source: Iri;
  tokenIdentifier: string;
  expiresAt: string | null;
}

/** The counts of a sync preview or run. */
export interface SyncCounts {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  disabled: number;
  enabled: number;
  contactEmailChanged: number;
  conflicts: number;
  problems: number;
}

/** One change of a sync: `fields` as { name: [old, new] } for an update or a conflict. */
export interface SyncChange {
  kind: SyncChangeKind;
  /** The organizer's token of the stand (absent for a file problem). */
  tokenIdentifier?: string;
  stand?: Iri | null;
  standName?: string;
  fields?: Record<string, [string | null, string | null]>;
  /** For a problem: the row (1-based, the file's) and a message id with its parameters. */
  row?: number;
  messageId?: string;
  params?: Record<string, string | number>;
}

/**
 * A sync preview or run of a show (`/backend/show_sync_reports`, filter `show`, newest first).
 * `POST /backend/shows/{id}/sync_preview` answers 202 with a running preview; `POST /backend/shows/{id}/sync
 * {immediate: true, preview?: Iri}` answers 202 with a running sync (409 when one is already running;
 * when `preview` no longer matches what the source gives, that sync's report fails).
 */
export interface ShowSyncReport extends JsonLdItem {
  show: Iri;
  kind: 'preview' | 'sync';
  trigger: 'manual' | 'scheduled';
  status: 'running' | 'succeeded' | 'failed';
  progress: number;
  startedAt: string;
  finishedAt: string | null;
  counts: SyncCounts | null;
  changes: SyncChange[];
  /** A ConnectionErrorCode, or a message id. */
  errorCode: string | null;
  errorParams: Record<string, string | number> | null;
  /** The author's name, null for a scheduled run. */
  createdByName: string | null;
}

/** The external sign-in (`POST /backend/login_check`), answered like a password login. */
export interface ExternalLoginBody {
  sourceReference: string;
  token: string;
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
  /** False once a sync withdrew it (absent from the organizer's file): hidden from its standists, shown to staff. */
  enabled: boolean;
  exhibitor: StandPerson | null;
  decorator: StandPerson | null;
  agency: StandPerson | null;
  /** Whose turn on the plans (src/domain/planTurn.ts), since when (null once validated), and whether that side is late. */
  turn: 'exhibitor' | 'team' | null;
  turnSince: string | null;
  late: boolean;
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
  /** Set by an admin: the user may record flows (issue 10), see src/domain/permissions.ts, userHasFlag. */
  tester: boolean;
  /** IRIs of the shows the user is linked to (organizer, or through stand roles). */
  shows: Iri[];
}

/** A user as `/backend/users` lists them (the administrators screen): Me's fields, the links being user-show links only. */
export interface User extends Me {
  createdAt: string;
}

/** `/backend/roles`: a role's IRI by its reference. */
export interface Role extends JsonLdItem {
  reference: string;
}

/** `/backend/user_shows`: a staff user or organizer linked to a show. */
export interface UserShow extends JsonLdItem {
  user: Iri;
  show: Iri;
}

/** PATCH of one's own account answers Me, and a new access token when the password changed (the session kept). */
export type AccountSaveResponse = Me & { token?: string };

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
  /** An external sign-in's only: the id of the stand its link opens, where the SPA lands. */
  standId?: number;
}

/**
 * The `message` of a refused login (`401 {code, message}`, Lexik's body): a wrong identifier or
 * password, or the right password of a disabled account (told only to whoever knows the password).
 */
export const LOGIN_REFUSAL = {
  invalidCredentials: 'Invalid credentials.',
  accountDisabled: 'Account is disabled.',
} as const;

/** A message of the outbox (`/backend/mail_deliveries`, the staff screen /courriels). */
export interface MailDelivery extends JsonLdItem {
  kind: string;
  recipient: string;
  locale: string;
  subject: string;
  /** The text part; a secret link's token masked (SECRET_MASK), whatever the transport. */
  text: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  messageId: string | null;
  hasEml: boolean;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

/** The answer of the two password-reset calls. */
export interface PasswordResetAnswer {
  message: string;
}

/** A kind of request (`/backend/demand_types`, reference data): exemption_delivery, exemption_mounting, exemption_dismantling, logistic_vehicle, logistic_material. */
export interface DemandType extends JsonLdItem {
  reference: string;
  /** French label. */
  label: string;
  labelEn: string;
  position: number;
}

/** The settings of one request type on one show (`/backend/demand_configs`): smallest surface (m²), date window. */
export interface DemandConfig extends JsonLdItem {
  show: Iri;
  demandType: Iri;
  surfaceMin: number;
  demandsAfter: string | null;
  demandsBefore: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A request status (`/backend/demand_statuses`, reference data). */
export interface DemandStatus extends JsonLdItem {
  reference: string;
  label: string;
  labelEn: string;
  position: number;
}

/** A request (`/backend/demands`, part 2 §3; docs/api.md "Requests"). Date-times answered as UTC ISO. */
export interface Demand extends JsonLdItem {
  formattedId: string;
  demandType: Iri;
  demandTypeReference: string;
  demandStatus: { '@id': Iri; id: number; reference: string; label: string; labelEn: string };
  askedDatetime: string;
  comment: string;
  company: string;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  fullName: string;
  stand: Iri;
  show: Iri;
  treated: boolean;
  unSeen: boolean;
  createdAt: string;
  updatedAt: string;
  standName: string;
  hall: string;
  aisle: string;
  standNumber: string;
  surface: string;
  standType: string;
  demandLogistic: Iri | null;
}

/** A file of a logistics item (`/backend/demand_logistic_media`): its plan or its photo or document. */
export interface DemandLogisticMedia extends JsonLdItem {
  demandLogistic: Iri | null;
  type: string;
  mediaFileName: string;
  objectUrl: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** A file of a request (`/backend/demand_media`): its item's plan or photo or document, or a thread attachment. */
export interface DemandMedia extends JsonLdItem {
  demand: Iri;
  kind: 'plan' | 'document' | 'attachment';
  mediaFileName: string;
  objectUrl: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** The item of a logistics request (`/backend/demand_logistics`). */
export interface DemandLogistic extends JsonLdItem {
  demand: Iri;
  nature: string;
  height: number;
  length: number;
  width: number;
  weight: string;
  means: string[];
  pickupDatetime: string;
  /** Of its request and stand (read-only): the logistics list and export. */
  demandType: string;
  demandStatus: string;
  askedDatetime: string;
  company: string;
  fullName: string;
  phone: string;
  email: string;
  standName: string;
  hall: string;
  aisle: string;
  standNumber: string;
  plan: { '@id': Iri; id: number; type: string; mediaFileName: string; objectUrl: string } | null;
  document: { '@id': Iri; id: number; type: string; mediaFileName: string; objectUrl: string } | null;
}

/** A message of a request's thread (`/backend/demand_messages`). */
export interface DemandMessage extends JsonLdItem {
  demand: Iri;
  newDemandStatus: string | null;
  newDemandAskedDatetime: string | null;
  newDemandPickupDatetime: string | null;
  message: Message;
  createdAt: string;
}

/** `GET /backend/demands/counters?stand.show={id}` (admin, support). */
export interface DemandCounters {
  '@type': 'DemandCounters';
  show: Iri;
  newMessages: number;
  untreated: number;
  exemption: { in_progress: number; validated: number; refused: number };
  logistic: { in_progress: number; validated: number; refused: number };
}

/** A notification template in one language (`/backend/notification_templates`; `/backend/notifications` in the caller's language). */
export interface NotificationTemplate extends JsonLdItem {
  tag: string;
  locale: 'fr' | 'en';
  label: string;
  /** The subject; may name variables (`{{standName}}`). */
  object: string;
  /** For senders: when to use it (never sent). */
  contentInternal: string;
  /** The message sent; may name variables. */
  contentExternal: string;
  updatedAt: string;
}

/** A variable a notification may name (`/backend/notification_variables`), written `token`. */
export interface NotificationVariableItem {
  '@id': string;
  '@type': string;
  id: number;
  tag: string;
  token: string;
  label: string;
}

/** A notification sent (`/backend/notification_sends`), with its messages' delivery states. */
export interface NotificationSend extends JsonLdItem {
  tag: string;
  notification: Iri | null;
  subject: string;
  sender: Iri | null;
  senderName: string | null;
  show: Iri | null;
  standCount: number;
  recipientCount: number;
  queuedCount: number;
  sentCount: number;
  failedCount: number;
  createdAt: string;
}

/** Who a notification went to, on one stand, and their message's state (`/backend/notification_recipients?notificationSend=`). */
export interface NotificationRecipient extends JsonLdItem {
  notificationSend: Iri;
  recipient: string | null;
  recipientName: string | null;
  standName: string | null;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** A CSV uploaded for a stand import (`/backend/stand_import_files`, seen by its uploader only). */
export interface StandImportFile extends JsonLdItem {
  fileName: string;
  size: number;
  createdAt: string;
}

/** `GET /backend/stand_import_files/{id}/progress`: the share done (0 to 1) of the file's analysis while one runs. */
export interface StandImportProgress {
  analysing: boolean;
  progress: number | null;
}

/** A problem of an import file: its line (the header is 1) and column, null for the whole file. */
export interface StandImportProblem {
  row: number | null;
  column: string | null;
  code: string;
  message: string;
}

export interface StandImportStats {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  problems: number;
  /** Once applied with notifyUsers: the people told. */
  notified?: number;
}

/** The analysis of an import file for a show, then its application (`/backend/stand_imports`, status 1 then 2). */
export interface StandImport extends JsonLdItem {
  status: number;
  show: Iri;
  standImportFile: Iri;
  notifyUsers: boolean | null;
  stats: { stands: StandImportStats };
  violations: StandImportProblem[];
  encoding: string | null;
  delimiter: string | null;
  createdAt: string;
  appliedAt: string | null;
}

/** `/backend/user_stand_roles`: a contact of a stand, the stand's overrides applied (part 2 §3). */
export interface UserStandRole extends JsonLdItem {
  stand: Iri;
  user: Iri;
  standistRole: import('./roles').StandistRole;
  company: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  fullName: string;
  /** The person's account e-mail (not per stand). */
  email: string;
  languagePreference: 'fr' | 'en' | null;
  /** The fields this stand overrides. */
  overridden: Array<'company' | 'firstName' | 'lastName' | 'phone'>;
}

/** `/backend/standists`: a standist account as the contact and exhibitor pickers list them. */
export interface Standist extends JsonLdItem {
  user: Iri;
  firstName: string;
  lastName: string;
  fullName: string;
  company: string | null;
  email: string;
  phone: string | null;
  languagePreference: string | null;
}

// ---- Stand documents and the safety notice (issue 22, part 2 §3, §7; part 1 §3, §7). ----

/** Per-document statuses (`/backend/stand_document_media_statuses`, part 2 §3): ids 1–5. */
export type StandDocumentMediaStatusReference = 'TO_CHECK' | 'PENDING_INFORMATIONS' | 'CHECKED' | 'CHECKED_WITH_OPTION' | 'REFUSED';
/** Stand-level document statuses (`stands.standDocumentStatus`): ids 1–6. */
export type StandDocumentStatusReference = 'NOT_RECEIVED' | StandDocumentMediaStatusReference;

/** `/backend/stand_document_media_statuses` (read-only reference list). */
export interface StandDocumentMediaStatus extends JsonLdItem {
  reference: StandDocumentMediaStatusReference;
}

/**
 * A deposited document (`/backend/stand_document_media`): POST multipart `{file, stand}` (optionally
 * `standDocumentMessage`) uploads it unattached; the deposit is the message that names it
 * (`StandDocumentMessage.documents`). Listed (`?stand=ID`) once deposited and while enabled.
 * PATCH `{standDocumentMediaStatus: Iri | reference}` (a status step) or `{enabled: false}` (the soft delete).
 */
export interface StandDocumentMedia extends JsonLdItem {
  stand: Iri;
  mediaFileName: string;
  /** The download (whoever sees the stand). */
  objectUrl: string;
  mimeType: string;
  size: number;
  enabled: boolean;
  standDocumentMediaStatus: { '@id': Iri; id: number; reference: StandDocumentMediaStatusReference };
  /** The status reference again (part 2 §3 lists both). */
  status: StandDocumentMediaStatusReference;
  /** The message that deposited it; null while unattached. */
  standDocumentMessage: Iri | null;
  messageUpdatedAt: string | null;
  messageCreatedByLastName: string | null;
  messageCreatedByFirstName: string | null;
  createdAt: string;
}

/**
 * A message of a stand's document thread (`/backend/stand_document_messages`, 50 a page newest first).
 * POST `{stand, message: {content, attachments?}, documents?: Iri[]}`: `documents` are unattached
 * stand_document_media of the same stand uploaded by the caller, deposited by this message.
 * Edits go through `/backend/messages/{id}`.
 */
export interface StandDocumentMessage extends JsonLdItem {
  stand: Iri;
  message: Message;
  /** The documents this message deposited (as listed, with their current status). */
  documents: Array<Pick<StandDocumentMedia, '@id' | 'id' | 'mediaFileName' | 'objectUrl' | 'enabled' | 'status'>>;
  createdAt: string;
}

/**
 * A stand's safety record (`/backend/stand_security_instructions`, part 2 §3–§5): one per stand.
 * POST by the stand's standists (and staff); PATCH by staff; linked to the stand on create.
 */
export interface StandSecurityInstruction extends JsonLdItem {
  stand: Iri;
  downloadOk: boolean;
  lastName: string;
  firstName: string;
  company: string;
  phone: string;
  email: string;
  builtByOne: boolean;
  builtByMore: boolean;
  /** Required (≥ 2) with builtByMore, else null. */
  numberOfBuilders: number | null;
  withMezzanine: boolean;
  withMoreThanThreeMeterHeights: boolean;
  standistLastname: string | null;
  standistFirstname: string | null;
  standistPhone: string | null;
  standistEmail: string | null;
  withCoordinator: boolean;
  coordinatorLastName: string | null;
  coordinatorFirstName: string | null;
  coordinatorPhone: string | null;
  coordinatorEmail: string | null;
  createdAt: string;
  /** The attestation PDFs (`GET /backend/stand_security_instructions/{id}/attestation/{fr|en}`). */
  attestations: Array<{ language: 'fr' | 'en'; objectUrl: string; mediaFileName: string }>;
}

/** An attestation document staff upload for a stand, per language (`/backend/stand_media`, part 1 §3): POST multipart `{file, stand, language}`, DELETE. */
export interface StandMedia extends JsonLdItem {
  stand: Iri;
  language: 'fr' | 'en';
  mediaFileName: string;
  objectUrl: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

// ---- Providers and advertisers (issue 23, part 2 §2–§9). ----

/** A logo uploaded before its provider or advertiser names it (`/backend/provider_logo_media`, `/backend/advertiser_logo_media`). */
export interface LogoMedia extends JsonLdItem, MediaRef {
  mimeType: string;
  size: number;
  width: number;
  height: number;
}

/** A provider category (`/backend/provider_show_categories`, admin-managed; read by every user). */
export interface ProviderShowCategory extends JsonLdItem {
  name: string;
}

/** A provider of the directory (`/backend/providers`, admin only). POST/PATCH `{name, email, link, logo: Iri}`. */
export interface Provider extends JsonLdItem {
  name: string;
  email: string;
  link: string | null;
  /** Immutable URL (cached for a year). */
  logo: MediaRef | null;
  /** How many shows place it. */
  nbShows: number;
  /** Clicks on its links, every show together. */
  counter: number;
  createdAt: string;
  updatedAt: string;
}

/** A provider's contact (`/backend/contacts?provider=ID`, admin only to write; read with the provider's placements). */
export interface ProviderContact extends JsonLdItem {
  lastname: string;
  firstname: string;
  phone: string;
  company: string;
  provider: Iri;
}

/** What a placement shows of its provider (the providers modal). */
export interface PlacedProvider {
  '@id': Iri;
  id: number;
  name: string;
  email: string;
  link: string | null;
  logoUrl: string | null;
  contacts: Array<Pick<ProviderContact, 'id' | 'lastname' | 'firstname' | 'phone' | 'company'>>;
}

/**
 * A provider placed on a show (`/backend/provider_shows?show=ID`, read by every user of the show).
 * POST/PATCH `{show, provider, providerShowCategory, link?, wording?}` (admin); PATCH `{clicked: true}`
 * by any user of the show counts one click (atomic).
 */
export interface ProviderShow extends JsonLdItem {
  show: Iri;
  provider: PlacedProvider;
  providerShowCategory: { '@id': Iri; id: number; name: string };
  link: string | null;
  wording: string | null;
  email: string | null;
  counter: number;
}

/** An advertiser of the directory (`/backend/advertisers`, admin only). POST/PATCH `{name, link, logo: Iri}`. */
export interface Advertiser extends JsonLdItem {
  name: string;
  link: string;
  logo: MediaRef | null;
  /** Clicks on its advertisements, every show together. */
  counter: number;
  nbShows: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * An advertisement on a show (`/backend/advertiser_shows?show=ID`, read by every user of the show).
 * POST/PATCH `{show, advertiser, wording?, link?}` (admin); PATCH `{clicked: true}` counts one click.
 */
export interface AdvertiserShow extends JsonLdItem {
  show: Iri;
  advertiser: { '@id': Iri; id: number; name: string; link: string; logoUrl: string | null };
  wording: string | null;
  /** Its own link, else the advertiser's. */
  link: string | null;
  counter: number;
}

/** Marks of one file's page on a plan revision ("3 marks on page 2"). */
export interface PlanAnnotationSummary {
  /** The file (MessageMedia IRI, as in `files`). */
  media: Iri;
  mediaFileName: string;
  page: number;
  count: number;
}

/**
 * A submission of a stand's plans (`/backend/plan_revisions?stand=ID`, issue 25): v1, v2, …, its
 * files, its decision and its marks. Read only (written by the plan workflow).
 */
export interface PlanRevision extends JsonLdItem {
  stand: Iri;
  number: number;
  submissionMessage: Iri;
  decisionMessage: Iri | null;
  decision: 'validated' | 'refused' | null;
  decidedAt: string | null;
  files: MessageAttachment[];
  annotationCount: number;
  openAnnotationCount: number;
  annotationSummary: PlanAnnotationSummary[];
  createdAt: string;
}

/**
 * A mark on a plan revision's file (`/backend/plan_annotations?revision=ID`, issue 25), geometry in
 * page fractions (src/domain/planReview.ts). POST `{revision, media, page, kind, geometry, color?,
 * comment?}`; PATCH `{geometry?, color?, comment?}` (its author, revision undecided) or `{resolved}` (staff).
 */
export interface PlanAnnotation extends JsonLdItem {
  revision: Iri;
  stand: Iri;
  media: Iri;
  page: number;
  number: number;
  kind: MarkKind;
  geometry: MarkGeometry;
  color: string;
  comment: string | null;
  createdBy: Iri | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedByName: string | null;
}
