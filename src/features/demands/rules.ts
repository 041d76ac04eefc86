/**
 * What the request screens read of the shared rules (src/domain/demands.ts, part 2 §2–§5, §9),
 * shaped for them: the statuses' labels and theme colours, the buttons and types of a stand from
 * the show's configs (types as IRIs), the date window of a type, the wire's date-times in Paris
 * time, the quick-filter counters, where a failed load goes.
 */
import type { DemandConfig, DemandType } from '@/domain/api';
import {
  DEMAND_FAMILIES,
  DEMAND_MEANS,
  DEMAND_STATUSES,
  DEMAND_STATUS_COLORS,
  LOGISTIC_NATURES,
  WEIGHT_UNITS,
  demandFamily,
  isDemandEditable,
  isDemandStatus,
  requestButtons,
  typesFor,
  parseDimension,
  parseWeight,
  withinWindow,
  type DemandConfigRule,
  type DemandFamily,
  type DemandStatus,
} from '@/domain/demands';
import { BUSINESS_TIME_ZONE } from '@/domain/time';
import type { DemandCounters, DemandMedia } from './types';

export { DEMAND_STATUSES, formatDemandNumber, isDemandStatus } from '@/domain/demands';
/** Editing and deletion only while in progress (isDemandEditable of the domain); no status yet: no. */
export const isOpen = (status: string | undefined): boolean => status !== undefined && isDemandEditable(status);
export const MEANS = DEMAND_MEANS;
export const NATURES = LOGISTIC_NATURES;
export { WEIGHT_UNITS };

/** The badge and notice colours (the domain's orange, green, red) as the theme names them. */
const THEME_COLORS = { orange: 'warning', green: 'success', red: 'error' } as const;
export const demandStatusColor = (status: DemandStatus): 'warning' | 'success' | 'error' => THEME_COLORS[DEMAND_STATUS_COLORS[status]];
export const demandStatusLabelId = (status: string): string =>
  isDemandStatus(status) ? `demands.status.${status}` : 'demands.status.unknown';

export type DemandKind = DemandFamily;
export const kindOfType = (reference: string | undefined): DemandKind => demandFamily(reference ?? '') ?? 'exemption';
export const typesOfKind = (kind: DemandKind): readonly string[] => DEMAND_FAMILIES[kind];

/** The show's configs as the domain's rules read them (the type's reference instead of its IRI). */
export function configRules(types: readonly DemandType[], configs: readonly DemandConfig[]): DemandConfigRule[] {
  const references = new Map(types.map((type) => [type['@id'], type.reference]));
  return configs.flatMap((config) => {
    const type = references.get(config.demandType);
    return type ? [{ type, surfaceMin: config.surfaceMin, demandsAfter: config.demandsAfter, demandsBefore: config.demandsBefore }] : [];
  });
}

/** The stand's request buttons (part 1 §2; requestButtons of the domain). */
export const offersKind = (kind: DemandKind, types: readonly DemandType[], configs: readonly DemandConfig[], standSurface: string | undefined): boolean =>
  requestButtons(configRules(types, configs), standSurface)[kind];

/** The types a stand may ask for in a form of a kind, in the types' order. */
export function typesOffered(kind: DemandKind, types: readonly DemandType[], configs: readonly DemandConfig[], standSurface: string | undefined): DemandType[] {
  const allowed = new Set<string>(typesFor(configRules(types, configs), kind, standSurface));
  return [...types].filter((type) => allowed.has(type.reference)).sort((a, b) => a.position - b.position);
}

/** The window of dates a type (its IRI) may ask for: null when no config matches it (every date refused). */
export function dateWindow(typeIri: string | null, configs: readonly DemandConfig[]): { after: string | null; before: string | null } | null {
  const config = typeIri ? configs.find((c) => c.demandType === typeIri) : undefined;
  return config ? { after: config.demandsAfter, before: config.demandsBefore } : null;
}

/** Whether a date-time (UTC ISO) is inside the window (withinWindow of the domain). */
export const inWindow = (iso: string | null, window: { after: string | null; before: string | null } | null): boolean =>
  withinWindow(window && { demandsAfter: window.after, demandsBefore: window.before }, iso);

/*
 * The wire's 'YYYY-MM-DD HH:mm' in Paris time, written with Intl rather than the domain's luxon
 * functions (formatDemandDatetime, parseDemandDatetime): these run in the stand dashboard's form
 * saga, part of the first load, where no date library goes (src/domain/time.ts).
 */
const WIRE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
let parisParts: Intl.DateTimeFormat | null = null;

/** The Paris wall clock of an instant, as [year, month, day, hour, minute]. */
function parisClock(ms: number): number[] {
  parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(parisParts.formatToParts(ms).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number);
}

/** Paris's offset from UTC at an instant, in milliseconds. */
function parisOffset(ms: number): number {
  const [y, mo, d, h, mi] = parisClock(ms);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO date-time as the requests' wire writes it: 'YYYY-MM-DD HH:mm' in Paris time (Intl: no date library in the first load). */
export function toWireDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const [y, mo, d, h, mi] = parisClock(ms);
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
}

/** What the API sends back (ISO with an offset, or the wire's Paris 'YYYY-MM-DD HH:mm') as UTC ISO ('2027-03-06T07:00:00Z'). */
export function fromWireDateTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = WIRE.exec(text.trim());
  let ms: number;
  if (m) {
    const [y, mo, d, h, mi] = m.slice(1).map(Number);
    const wall = Date.UTC(y, mo - 1, d, h, mi);
    // The offset at the guessed instant, then at the corrected one (a summer-time change between them).
    ms = wall - parisOffset(wall - parisOffset(wall));
  } else {
    ms = Date.parse(text);
  }
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}


/** '12,5 tonne' → {value: '12,5', unit: 'tonne'}; a unit missing reads kg. */
export function splitWeight(weight: string | null | undefined): { value: string; unit: 'kg' | 'tonne' } {
  const m = /^\s*([\d.,]+)\s*(kg|tonne)?\s*$/i.exec(weight ?? '');
  if (!m) return { value: '', unit: 'kg' };
  return { value: m[1], unit: m[2]?.toLowerCase() === 'tonne' ? 'tonne' : 'kg' };
}

/** A dimension as typed (parseDimension of the domain: metres, above 0, at most 1000). */
export const isMeasure = (text: string): boolean => parseDimension(text) !== null;
/** A weight as typed, with its unit (parseWeight of the domain). */
export const isWeight = (text: string, unit: string): boolean => parseWeight(`${text.trim()} ${unit}`) !== null;

/** The quick filters (part 2 §2): what each counter of the list selects. */
export type CounterKey =
  | 'messages.unSeen'
  | 'messages.untreated'
  | `${DemandKind}.${DemandStatus}`;

export const COUNTER_GROUPS: ReadonlyArray<{ group: 'messages' | DemandKind; keys: readonly CounterKey[] }> = [
  { group: 'messages', keys: ['messages.unSeen', 'messages.untreated'] },
  { group: 'exemption', keys: DEMAND_STATUSES.map((s) => `exemption.${s}` as CounterKey) },
  { group: 'logistic', keys: DEMAND_STATUSES.map((s) => `logistic.${s}` as CounterKey) },
];

export function counterValue(counters: DemandCounters | null | undefined, key: CounterKey): number | null {
  if (!counters) return null;
  if (key === 'messages.unSeen') return counters.newMessages;
  if (key === 'messages.untreated') return counters.untreated;
  const [family, status] = key.split('.') as [DemandKind, DemandStatus];
  const value = counters[family]?.[status];
  return typeof value === 'number' ? value : null;
}

/** The 'unSeen' flag is cleared by admin or support opening the request (part 2 §2). */
export const shouldMarkSeen = (unSeen: boolean | undefined, canMarkSeen: boolean): boolean => unSeen === true && canMarkSeen;


/** Where a failed load of a request sends the user (part 2 §8): 404 or 405 → /404, another failure → /erreur (a lost session is callApi's). */
export function demandLoadErrorRoute(status: number | undefined): '/404' | '/erreur' | null {
  if (status === 401) return null;
  return status === 404 || status === 405 ? '/404' : '/erreur';
}

/** The sheet's file name (part 2 §9: show, stand, number, timestamp), the server's own name preferred when it sends one. */
export function sheetFileName(show: string | undefined, stand: string | undefined, number: string, now: Date = new Date()): string {
  const stamp = toWireDateTime(now.toISOString())?.replace(' ', '_').replace(':', '') ?? '';
  return `${[show, stand, number, stamp].filter(Boolean).join('_').replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;
}

/** A line of the request page's files box: what the file is (a label id), its name and where to download it. */
export interface DemandFile {
  key: string;
  kindId: string;
  objectUrl: string;
  mediaFileName: string;
}

const FILE_KIND_LABELS: Record<DemandMedia['kind'], string> = {
  plan: 'demands.files.plan',
  document: 'demands.files.document',
  attachment: 'demands.files.attachment',
};

/** The request's files (GET /demand_media) as the files box lists them, in the server's order. */
export const demandFiles = (media: readonly DemandMedia[]): DemandFile[] =>
  media.map((m) => ({ key: `media-${m.id}`, kindId: FILE_KIND_LABELS[m.kind] ?? 'demands.files.attachment', objectUrl: m.objectUrl, mediaFileName: m.mediaFileName }));
