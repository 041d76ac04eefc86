/**
 * How stand documents' statuses read (part 2 §3–§4, part 1 §4): the stand-level statuses (ids 1–6)
 * and a document's (the same without NOT_RECEIVED), their labels, their colours (purple, brown,
 * orange, green, blue, red: each dark enough for white text at 4.5:1 or light enough for black, the
 * text colour chosen by contrast), and the statuses a reviewer's menu offers (every one but the
 * current). The 'checked with derogation' label of part 1 §4 has no status of its own: a reference
 * the server may send that the SPA only names.
 */
import type { StandDocumentMediaStatusReference, StandDocumentStatusReference } from './api';
import { readableTextOn } from './contrast';

/** The stand-level statuses in their id order (NOT_RECEIVED 1 … REFUSED 6). */
export const STAND_DOCUMENT_STATUSES: readonly StandDocumentStatusReference[] = [
  'NOT_RECEIVED',
  'TO_CHECK',
  'PENDING_INFORMATIONS',
  'CHECKED',
  'CHECKED_WITH_OPTION',
  'REFUSED',
];

/** A document's statuses in their id order (TO_CHECK 1 … REFUSED 5). */
export const DOCUMENT_MEDIA_STATUSES: readonly StandDocumentMediaStatusReference[] = [
  'TO_CHECK',
  'PENDING_INFORMATIONS',
  'CHECKED',
  'CHECKED_WITH_OPTION',
  'REFUSED',
];

/** Part 1 §4's third 'checked' label. */
export const CHECKED_WITH_DEROGATION = 'CHECKED_WITH_DEROGATION';

const COLORS: Record<StandDocumentStatusReference | typeof CHECKED_WITH_DEROGATION, string> = {
  NOT_RECEIVED: '#6a1b9a', // purple
  TO_CHECK: '#6d4c41', // brown
  PENDING_INFORMATIONS: '#f57c00', // orange (black text)
  CHECKED: '#2e7d32', // green
  CHECKED_WITH_OPTION: '#1565c0', // blue
  REFUSED: '#c62828', // red
  CHECKED_WITH_DEROGATION: '#00695c', // teal, a green of its own
};

export const isStandDocumentStatus = (value: unknown): value is StandDocumentStatusReference =>
  typeof value === 'string' && (STAND_DOCUMENT_STATUSES as readonly string[]).includes(value);

const isLabelled = (value: unknown): value is keyof typeof COLORS => typeof value === 'string' && value in COLORS;

/** The label's message id (`standDocuments.status.CHECKED`), null for a reference nobody named. */
export const documentStatusLabelId = (reference: string | null | undefined): string | null =>
  isLabelled(reference) ? `standDocuments.status.${reference}` : null;

/** The chip's background and text colours, null for an unknown reference. */
export function documentStatusColors(reference: string | null | undefined): { background: string; text: string } | null {
  if (!isLabelled(reference)) return null;
  const background = COLORS[reference];
  return { background, text: readableTextOn(background) };
}

/** A stand without a stand-level status yet has received nothing. */
export const standDocumentStatusOf = (status: { reference?: string } | null | undefined): StandDocumentStatusReference =>
  isStandDocumentStatus(status?.reference) ? status.reference : 'NOT_RECEIVED';

/** The reviewer's menu on a document (part 2 §4): every status but the current one, in order. */
export const otherDocumentStatuses = (current: string | null | undefined): StandDocumentMediaStatusReference[] =>
  DOCUMENT_MEDIA_STATUSES.filter((status) => status !== current);
