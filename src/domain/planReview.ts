/**
 * Plan review on the drawing (issue 25): the marks a reviewer draws on a plan's page, their kinds,
 * colours and shape rules (page fractions of the unrotated page), and who may draw. Shared by the
 * SPA and the API (the contract: docs/issue25 contract, /backend/plan_annotations).
 */
import { roleGroups } from './roles';

export const MARK_KINDS = ['rectangle', 'cloud', 'arrow', 'line', 'freehand', 'text', 'pin'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** The palette (lowercase #rrggbb); red first, the default. */
export const MARK_COLORS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#212121'] as const;
export type MarkColor = (typeof MARK_COLORS)[number];
export const DEFAULT_MARK_COLOR: MarkColor = '#e53935';

export const MAX_FREEHAND_POINTS = 2000;
export const MAX_COMMENT = 2000;
export const MAX_PAGE = 500;

export type MarkPoint = [number, number];
export interface BoxGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PointsGeometry {
  points: MarkPoint[];
}
export interface PinGeometry {
  x: number;
  y: number;
}
export type MarkGeometry = BoxGeometry | PointsGeometry | PinGeometry;

/** The kinds drawn as a box (x, y, width, height). */
export const BOX_KINDS: readonly MarkKind[] = ['rectangle', 'cloud', 'text'];
/** The kinds whose comment is required (the mark is its comment). */
export const COMMENTED_KINDS: readonly MarkKind[] = ['text', 'pin'];

export interface MarkInput {
  page: unknown;
  kind: unknown;
  geometry: unknown;
  color: unknown;
  comment?: unknown;
}

export interface MarkViolation {
  field: 'page' | 'kind' | 'geometry' | 'color' | 'comment';
  rule: string;
}

const isFraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
const hasOnlyKeys = (value: object, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key)) && keys.every((key) => key in value);
const isPoint = (value: unknown): boolean => Array.isArray(value) && value.length === 2 && isFraction(value[0]) && isFraction(value[1]);

function geometryRule(kind: MarkKind, geometry: unknown): string | null {
  if (typeof geometry !== 'object' || geometry === null || Array.isArray(geometry)) return 'shape';
  const g = geometry as Record<string, unknown>;
  if (BOX_KINDS.includes(kind)) {
    if (!hasOnlyKeys(g, ['x', 'y', 'width', 'height'])) return 'shape';
    const { x, y, width, height } = g;
    if (![x, y, width, height].every(isFraction)) return 'range';
    if ((width as number) <= 0 || (height as number) <= 0) return 'empty';
    if ((x as number) + (width as number) > 1 + 1e-9 || (y as number) + (height as number) > 1 + 1e-9) return 'range';
    return null;
  }
  if (kind === 'pin') {
    if (!hasOnlyKeys(g, ['x', 'y'])) return 'shape';
    return isFraction(g.x) && isFraction(g.y) ? null : 'range';
  }
  if (!hasOnlyKeys(g, ['points']) || !Array.isArray(g.points)) return 'shape';
  const points = g.points as unknown[];
  if (kind === 'freehand' ? points.length < 2 || points.length > MAX_FREEHAND_POINTS : points.length !== 2) return 'points';
  return points.every(isPoint) ? null : 'range';
}

/** The rules a mark breaks (empty: valid). */
export function markViolations(input: MarkInput): MarkViolation[] {
  const violations: MarkViolation[] = [];
  if (!Number.isInteger(input.page) || (input.page as number) < 1 || (input.page as number) > MAX_PAGE) violations.push({ field: 'page', rule: 'range' });
  const kind = MARK_KINDS.find((k) => k === input.kind);
  if (!kind) violations.push({ field: 'kind', rule: 'choice' });
  else {
    const rule = geometryRule(kind, input.geometry);
    if (rule) violations.push({ field: 'geometry', rule });
  }
  if (!MARK_COLORS.some((color) => color === input.color)) violations.push({ field: 'color', rule: 'choice' });
  const comment = input.comment ?? null;
  if (comment !== null && typeof comment !== 'string') violations.push({ field: 'comment', rule: 'type' });
  else if (typeof comment === 'string' && comment.length > MAX_COMMENT) violations.push({ field: 'comment', rule: 'length' });
  // eslint-disable-next-line no-control-regex
  else if (typeof comment === 'string' && /[\u0000-\u0009\u000b-\u001f\u007f]/.test(comment)) violations.push({ field: 'comment', rule: 'characters' });
  else if (kind && COMMENTED_KINDS.includes(kind) && (typeof comment !== 'string' || comment.trim() === '')) violations.push({ field: 'comment', rule: 'required' });
  return violations;
}

/**
 * Whether the user may draw marks on the stand's plans: the staff of the show (admin, support,
 * organizer), and the stand's own standists when the show lets them (`planMarkupByStandists`).
 */
export function mayMarkUp(roles: readonly string[], isStandistOfStand: boolean, show: { planMarkupByStandists?: boolean } | null | undefined): boolean {
  const groups = roleGroups(roles);
  if (groups.has('admin') || groups.has('support') || groups.has('organizer')) return true;
  return isStandistOfStand && show?.planMarkupByStandists === true;
}
