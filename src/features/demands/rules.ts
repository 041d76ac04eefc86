/**
 * The request rules the screens read (part 2 §2–§5, §9), kept here until the server's helper
 * publishes src/domain/demands.ts (then these are imported from there): the number shown, the
 * statuses and their colours, which request buttons a stand gets, the date window of a type,
 * the wire's 'YYYY-MM-DD HH:mm' in Paris time, the logistics choices.
 */
import type { DemandConfig, DemandType } from '@/domain/api';
import { parseSurface } from '@/domain/demandConfig';
import { BUSINESS_TIME_ZONE } from '@/domain/time';
import type { DemandCounters, DemandStatusReference } from './types';

export const DEMAND_STATUSES: readonly DemandStatusReference[] = ['in_progress', 'validated', 'refused'];
export const isDemandStatus = (value: unknown): value is DemandStatusReference =>
  typeof value === 'string' && (DEMAND_STATUSES as readonly string[]).includes(value);

/** The notice and badge colours (part 2 §2): in progress orange, refused red, validated green. */
export const DEMAND_STATUS_COLORS: Record<DemandStatusReference, 'warning' | 'success' | 'error'> = {
  in_progress: 'warning',
  validated: 'success',
  refused: 'error',
};
export const demandStatusLabelId = (status: string): string =>
  isDemandStatus(status) ? `demands.status.${status}` : 'demands.status.unknown';

/** 'D' and the id on four digits (part 2 §3). */
export const formatDemandNumber = (id: number): string => `D${String(id).padStart(4, '0')}`;

export type DemandKind = 'exemption' | 'logistic';
export const EXEMPTION_TYPES = ['exemption_delivery', 'exemption_mounting', 'exemption_dismantling'] as const;
export const LOGISTIC_TYPES = ['logistic_vehicle', 'logistic_material'] as const;
export const kindOfType = (reference: string | undefined): DemandKind => (reference?.startsWith('logistic_') ? 'logistic' : 'exemption');
export const typesOfKind = (kind: DemandKind): readonly string[] => (kind === 'logistic' ? LOGISTIC_TYPES : EXEMPTION_TYPES);

/**
 * The stand's request button of a kind (part 1 §2): at least one config of the kind's types
 * whose smallest surface is not above the stand's.
 */
export function offersKind(kind: DemandKind, types: readonly DemandType[], configs: readonly DemandConfig[], standSurface: string | undefined): boolean {
  const surface = parseSurface(standSurface ?? '');
  if (Number.isNaN(surface)) return false;
  const refs = new Set(typesOfKind(kind));
  const iris = new Set(types.filter((type) => refs.has(type.reference)).map((type) => type['@id']));
  return configs.some((config) => iris.has(config.demandType) && config.surfaceMin <= surface);
}

/** The types a stand may ask for in a form of a kind (those whose config admits its surface). */
export function typesOffered(kind: DemandKind, types: readonly DemandType[], configs: readonly DemandConfig[], standSurface: string | undefined): DemandType[] {
  const surface = parseSurface(standSurface ?? '');
  const refs = new Set(typesOfKind(kind));
  return [...types]
    .filter((type) => refs.has(type.reference))
    .filter((type) => configs.some((config) => config.demandType === type['@id'] && !Number.isNaN(surface) && config.surfaceMin <= surface))
    .sort((a, b) => a.position - b.position);
}

/** The window of dates a type may ask for: null when no config matches it (every date refused). */
export function dateWindow(typeIri: string | null, configs: readonly DemandConfig[]): { after: string | null; before: string | null } | null {
  const config = typeIri ? configs.find((c) => c.demandType === typeIri) : undefined;
  return config ? { after: config.demandsAfter, before: config.demandsBefore } : null;
}

/** Whether a date-time (UTC ISO) is inside the window (part 2 §5: after demandsAfter, before demandsBefore). */
export function inWindow(iso: string | null, window: { after: string | null; before: string | null } | null): boolean {
  if (!iso || !window) return false;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  if (window.after && at < Date.parse(window.after)) return false;
  if (window.before && at > Date.parse(window.before)) return false;
  return true;
}

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

export const MEANS = ['autonomous', 'crane', 'forklift', 'organizer', 'pallet_truck'] as const;
export const WEIGHT_UNITS = ['kg', 'tonne'] as const;
export const NATURES = ['vehicle', 'equipment'] as const;

/** '12,5 tonne' → {value: '12,5', unit: 'tonne'}; a unit missing reads kg. */
export function splitWeight(weight: string | null | undefined): { value: string; unit: (typeof WEIGHT_UNITS)[number] } {
  const m = /^\s*([\d.,]+)\s*(kg|tonne)?\s*$/i.exec(weight ?? '');
  if (!m) return { value: '', unit: 'kg' };
  return { value: m[1], unit: m[2]?.toLowerCase() === 'tonne' ? 'tonne' : 'kg' };
}

/** A dimension or weight as typed: a positive number, a comma or a point, two decimals at most. */
export const isMeasure = (text: string): boolean => /^\d+([.,]\d{1,2})?$/.test(text.trim()) && Number(text.trim().replace(',', '.')) > 0;

/** The quick filters (part 2 §2): what each counter of the list selects. */
export type CounterKey =
  | 'messages.unSeen'
  | 'messages.untreated'
  | `${DemandKind}.${DemandStatusReference}`;

export const COUNTER_GROUPS: ReadonlyArray<{ group: 'messages' | DemandKind; keys: readonly CounterKey[] }> = [
  { group: 'messages', keys: ['messages.unSeen', 'messages.untreated'] },
  { group: 'exemption', keys: DEMAND_STATUSES.map((s) => `exemption.${s}` as CounterKey) },
  { group: 'logistic', keys: DEMAND_STATUSES.map((s) => `logistic.${s}` as CounterKey) },
];

export function counterValue(counters: DemandCounters | null | undefined, key: CounterKey): number | null {
  if (!counters) return null;
  const [group, which] = key.split('.') as [keyof DemandCounters, string];
  const value = (counters[group] as Record<string, number> | undefined)?.[which];
  return typeof value === 'number' ? value : null;
}

/** The 'unSeen' flag is cleared by admin or support opening the request (part 2 §2). */
export const shouldMarkSeen = (unSeen: boolean | undefined, canMarkSeen: boolean): boolean => unSeen === true && canMarkSeen;

/** Editing and deletion only while in progress; a decision only from in progress (part 2 §4). */
export const isOpen = (status: string | undefined): boolean => status === 'in_progress';

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
