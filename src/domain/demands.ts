/**
 * Requests (demands, part 2 §2–§9): derogation (exemption) and logistics requests of a stand.
 * The rules read by the SPA (forms, list, buttons) and by the API (which decides): the number
 * shown, the families of the types, which request buttons a stand gets, the date window of a
 * type, the 'YYYY-MM-DD HH:mm' date-times in the show's time zone, the logistics item's rules,
 * the surface buckets of the request list.
 */
import { DateTime } from 'luxon';
import type { DemandTypeReference } from './demandConfig';
import { BUSINESS_TIME_ZONE } from './time';

export const DEMAND_STATUSES = ['in_progress', 'validated', 'refused'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export const isDemandStatus = (value: unknown): value is DemandStatus =>
  typeof value === 'string' && (DEMAND_STATUSES as readonly string[]).includes(value);

/** The notice and badge colour of each status (part 2 §2: in_progress orange, refused red, validated green). */
export const DEMAND_STATUS_COLORS: Record<DemandStatus, 'orange' | 'green' | 'red'> = {
  in_progress: 'orange',
  validated: 'green',
  refused: 'red',
};

export const EXEMPTION_TYPES = ['exemption_delivery', 'exemption_mounting', 'exemption_dismantling'] as const satisfies readonly DemandTypeReference[];
export const LOGISTIC_TYPES = ['logistic_vehicle', 'logistic_material'] as const satisfies readonly DemandTypeReference[];
/** A derogation request (exemption_*) or a logistics one (logistic_*): its form, its export, its counters. */
export type DemandFamily = 'exemption' | 'logistic';

export function demandFamily(reference: string): DemandFamily | null {
  if ((EXEMPTION_TYPES as readonly string[]).includes(reference)) return 'exemption';
  if ((LOGISTIC_TYPES as readonly string[]).includes(reference)) return 'logistic';
  return null;
}

export const DEMAND_FAMILIES: Record<DemandFamily, readonly DemandTypeReference[]> = { exemption: EXEMPTION_TYPES, logistic: LOGISTIC_TYPES };

/** The number shown for a request (part 2 §3): D and the id padded to 4 digits (D0042, D12345). */
export const formatDemandNumber = (id: number): string => `D${String(id).padStart(4, '0')}`;

// ---------------------------------------------------------------------------------------------
// Date-times: requests carry 'YYYY-MM-DD HH:mm' (part 2 §3), read in the show's time zone.

export const DEMAND_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm';
const DEMAND_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** The years a request's date-time may fall in (a bound of our own: the spec shows none). */
export const DEMAND_YEAR_MIN = 2000;
export const DEMAND_YEAR_MAX = 2100;

/** '2027-03-08 07:30' (Paris time) → its instant as UTC ISO; null when not that shape or not a real date-time. */
export function parseDemandDatetime(text: unknown, zone: string = BUSINESS_TIME_ZONE): string | null {
  if (typeof text !== 'string' || !DEMAND_DATETIME.test(text.trim())) return null;
  const date = DateTime.fromFormat(text.trim(), DEMAND_DATETIME_FORMAT, { zone });
  // A wall time skipped by a clock change (02:30 on the last Sunday of March) does not exist.
  if (!date.isValid || date.toFormat(DEMAND_DATETIME_FORMAT) !== text.trim()) return null;
  // Years far off are typing slips, and year 0 is no date for PostgreSQL (a 500 otherwise).
  if (date.year < DEMAND_YEAR_MIN || date.year > DEMAND_YEAR_MAX) return null;
  return date.toUTC().toISO({ suppressMilliseconds: true });
}

/** An instant (ISO) → 'YYYY-MM-DD HH:mm' in the show's time zone; '' when missing. */
export function formatDemandDatetime(iso: string | null | undefined, zone: string = BUSINESS_TIME_ZONE): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.setZone(zone).toFormat(DEMAND_DATETIME_FORMAT) : '';
}

// ---------------------------------------------------------------------------------------------
// The show's configs: which buttons a stand gets, which dates a type may ask for.

/** What the rules need of a demand config (part 2 §3): its type's reference, the bounds. */
export interface DemandConfigRule {
  type: string;
  surfaceMin: number;
  demandsAfter: string | null;
  demandsBefore: string | null;
}

/** A stand's surface ('12,5', '12.5', 12.5) as a number; NaN when unreadable. */
export function surfaceNumber(surface: string | number | null | undefined): number {
  if (typeof surface === 'number') return surface;
  if (typeof surface !== 'string') return NaN;
  const trimmed = surface.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** The config of `type` a stand of `surface` may file with: there is one and its surfaceMin is not above the surface. */
export function configFor(configs: readonly DemandConfigRule[], type: string, surface: string | number | null | undefined): DemandConfigRule | null {
  const config = configs.find((c) => c.type === type) ?? null;
  const value = surfaceNumber(surface);
  if (!config || !Number.isFinite(value) || config.surfaceMin > value) return null;
  return config;
}

/**
 * The request buttons of a stand's dashboard (part 1 §2): derogation when a config of an exemption
 * type allows the stand's surface, logistics likewise for the vehicle and material types.
 */
export function requestButtons(configs: readonly DemandConfigRule[], surface: string | number | null | undefined): Record<DemandFamily, boolean> {
  const allows = (types: readonly string[]) => types.some((type) => configFor(configs, type, surface) !== null);
  return { exemption: allows(EXEMPTION_TYPES), logistic: allows(LOGISTIC_TYPES) };
}

/** The types a stand may file in a family (the form's type picker), in the family's order. */
export const typesFor = (configs: readonly DemandConfigRule[], family: DemandFamily, surface: string | number | null | undefined): DemandTypeReference[] =>
  DEMAND_FAMILIES[family].filter((type) => configFor(configs, type, surface) !== null);

/**
 * Whether a request of that config may ask for `iso` (part 2 §5: allowed after demandsAfter and
 * before demandsBefore, bounds included; an open end allows everything on that side). No config:
 * no date at all.
 */
export function withinWindow(config: Pick<DemandConfigRule, 'demandsAfter' | 'demandsBefore'> | null, iso: string | null): boolean {
  if (!config || !iso) return false;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  if (config.demandsAfter && at < Date.parse(config.demandsAfter)) return false;
  if (config.demandsBefore && at > Date.parse(config.demandsBefore)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The logistics item (part 2 §3, §9).

export const LOGISTIC_NATURES = ['vehicle', 'equipment'] as const;
export type LogisticNature = (typeof LOGISTIC_NATURES)[number];
export const DEMAND_MEANS = ['autonomous', 'crane', 'forklift', 'organizer', 'pallet_truck'] as const;
export type DemandMean = (typeof DEMAND_MEANS)[number];
export const WEIGHT_UNITS = ['kg', 'tonne'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** The media types of a logistics item: the plan (required) and a photo or document (optional). */
export const LOGISTIC_MEDIA_TYPES = ['plan', 'document'] as const;
export type LogisticMediaType = (typeof LOGISTIC_MEDIA_TYPES)[number];

/** The largest dimension (m) and weight value accepted (a bound of our own: the spec shows none). */
export const DIMENSION_MAX = 1000;
export const WEIGHT_MAX = 100_000;

/** A dimension in metres: '2,5', '2.5' or 2.5, above 0 and at most DIMENSION_MAX, 2 decimals; null otherwise. */
export function parseDimension(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? surfaceNumber(value) : NaN;
  if (!Number.isFinite(n) || n > DIMENSION_MAX) return null;
  // Checked once rounded: 0.004 m would be stored as 0, which the table refuses (a 500 otherwise).
  const rounded = Math.round(n * 100) / 100;
  return rounded > 0 ? rounded : null;
}

/** The weight as it travels: '<number> <unit>', the number with a comma or point, the unit kg or tonne ('12 kg', '1,5 tonne'). */
export function parseWeight(value: unknown): { value: number; unit: WeightUnit } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+(?:[.,]\d+)?)\s*(kg|tonne)$/.exec(value.trim());
  if (!match) return null;
  const n = Number(match[1].replace(',', '.'));
  const rounded = Math.round(n * 1000) / 1000;
  if (!(rounded > 0) || n > WEIGHT_MAX) return null;
  return { value: rounded, unit: match[2] as WeightUnit };
}

/** The weight's text as stored and answered: '12 kg', '1.5 tonne'. */
export const formatWeight = (weight: { value: number; unit: WeightUnit }): string => `${weight.value} ${weight.unit}`;

/** The means: at least one, each of DEMAND_MEANS, each once (in the list's order); null when not so. */
export function parseMeans(value: unknown): DemandMean[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((m) => typeof m === 'string' && (DEMAND_MEANS as readonly string[]).includes(m))) return null;
  return DEMAND_MEANS.filter((m) => value.includes(m));
}

// ---------------------------------------------------------------------------------------------
// The request list (part 2 §2, §9).

/** The surface buckets of the request list; the last is '51+' there (part 2 §9). */
export const DEMAND_SURFACE_BUCKETS = ['0-10', '11-20', '21-30', '31-40', '41-50', '51+'] as const;
export type DemandSurfaceBucket = (typeof DEMAND_SURFACE_BUCKETS)[number];

/** A bucket as the API's `stand.surface` range: half-open on the left (10,5 m² is in 11-20), null = no bound. */
export function demandSurfaceBounds(bucket: DemandSurfaceBucket): { gt: number | null; lte: number | null } {
  const index = DEMAND_SURFACE_BUCKETS.indexOf(bucket);
  return { gt: index === 0 ? null : index * 10, lte: index === DEMAND_SURFACE_BUCKETS.length - 1 ? null : (index + 1) * 10 };
}

/** Editing and deleting a request: only while in progress (part 2 §4). */
export const isDemandEditable = (status: string): boolean => status === 'in_progress';
