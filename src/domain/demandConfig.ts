/**
 * Demand settings of a show (part 2 §2–§3): one config per request type, with the smallest stand
 * surface (m²) that may file it and the window of dates a request may ask for. The dashboard's
 * table is one row per type, configured or not; the form's values and the API body.
 */
import { DateTime } from 'luxon';
import type { DemandConfig, DemandType } from './api';

export const DEMAND_TYPE_REFERENCES = [
  'exemption_delivery',
  'exemption_mounting',
  'exemption_dismantling',
  'logistic_vehicle',
  'logistic_material',
] as const;
export type DemandTypeReference = (typeof DEMAND_TYPE_REFERENCES)[number];

export interface DemandSettingsRow {
  type: DemandType;
  config: DemandConfig | null;
}

/** One row per type, in the types' order, with the show's config of that type if any. */
export function demandSettingsRows(types: readonly DemandType[], configs: readonly DemandConfig[]): DemandSettingsRow[] {
  const byType = new Map(configs.map((c) => [c.demandType, c]));
  return [...types].sort((a, b) => a.position - b.position).map((type) => ({ type, config: byType.get(type['@id']) ?? null }));
}

export const demandTypeLabel = (type: DemandType, locale: string): string => (locale.startsWith('en') ? type.labelEn : type.label);

/** The form's values: the surface as typed ('12,5'), the bounds as UTC ISO date-times (the pickers show them in Paris time). */
export interface DemandConfigValues {
  surfaceMin: string;
  demandsAfter: string | null;
  demandsBefore: string | null;
}

/** '2027-03-06T07:00:00+00:00' → '2027-03-06T07:00:00Z'; null when missing or unreadable. */
function utc(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

export function demandConfigInitialValues(config: DemandConfig | null): DemandConfigValues {
  return {
    surfaceMin: config ? String(config.surfaceMin).replace('.', ',') : '0',
    demandsAfter: utc(config?.demandsAfter),
    demandsBefore: utc(config?.demandsBefore),
  };
}

/** '12,5' or '12.5' → 12.5; NaN when it is not a number. */
export function parseSurface(text: string): number {
  const trimmed = text.trim();
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** The body of a POST (with show and type) or a PATCH. */
export function demandConfigBody(values: DemandConfigValues): { surfaceMin: number; demandsAfter: string | null; demandsBefore: string | null } {
  return { surfaceMin: parseSurface(values.surfaceMin), demandsAfter: utc(values.demandsAfter), demandsBefore: utc(values.demandsBefore) };
}

/** The window is in order (an open end is always fine). */
export function windowInOrder(after: string | null, before: string | null): boolean {
  const from = utc(after);
  const to = utc(before);
  if (!from || !to) return true;
  return Date.parse(from) <= Date.parse(to);
}

/** The fields whose server violations land on the form. */
export const DEMAND_CONFIG_FIELDS = ['surfaceMin', 'demandsAfter', 'demandsBefore', 'demandType'] as const;
