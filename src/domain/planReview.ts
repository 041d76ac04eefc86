/**
 * Plan review on the drawing (issue 25): the marks reviewers draw on a plan revision's files.
 *
 * One set of rules, read by the SPA's viewer (what it lets draw and save) and by the API
 * (`/backend/plan_annotations`, server/resources/planAnnotations.ts), each mapping a broken rule
 * to its own message. Geometry is in page fractions: 0…1 of the unrotated page's width and height
 * (origin top left), so a mark stays in place at every zoom, rotation and in the marked-up PDF.
 */
import { can } from './permissions';
import { roleGroups } from './roles';

export const MARK_KINDS = ['rectangle', 'cloud', 'arrow', 'line', 'freehand', 'text', 'pin'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** Kinds drawn as a box `{x, y, width, height}`. */
export const BOX_KINDS: readonly MarkKind[] = ['rectangle', 'cloud', 'text'];
/** Kinds drawn as a segment `{points: [[x, y], [x, y]]}`. */
export const SEGMENT_KINDS: readonly MarkKind[] = ['arrow', 'line'];
/** Kinds that need a comment (the text box's text, the pin's remark). */
export const COMMENTED_KINDS: readonly MarkKind[] = ['text', 'pin'];

/** The palette, lowercase `#rrggbb`: red (the default), orange, yellow, green, blue, purple, black. */
export const MARK_COLORS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#212121'] as const;
export type MarkColor = (typeof MARK_COLORS)[number];
export const DEFAULT_MARK_COLOR: MarkColor = '#e53935';

/** A free-hand stroke has at least 2 and at most this many points. */
export const MAX_FREEHAND_POINTS = 2000;
/** Longest comment, in characters. */
export const MAX_COMMENT = 2000;
/** Highest page number of a PDF (an image has page 1 only). */
export const MAX_PAGE = 500;

export interface BoxGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PointsGeometry {
  points: Array<[number, number]>;
}
export interface PinGeometry {
  x: number;
  y: number;
}
export type MarkGeometry = BoxGeometry | PointsGeometry | PinGeometry;

/** A mark as the rules read it (a POST's body, or a PATCH merged over the stored mark). */
export interface MarkInput {
  page: unknown;
  kind: unknown;
  geometry: unknown;
  /** Absent (undefined or null): the default colour. */
  color?: unknown;
  comment?: unknown;
  /** The file is an image: page 1 only. */
  image?: boolean;
}

export const MARK_FIELDS = ['page', 'kind', 'geometry', 'color', 'comment'] as const;
export type MarkField = (typeof MARK_FIELDS)[number];

/**
 * `required`: missing (or a blank comment on a text box or pin); `type`: not the expected JSON
 * type; `page`: not an integer 1…MAX_PAGE; `imagePage`: a page other than 1 on an image;
 * `choice`: a kind or colour outside its list; `geometry`: not the kind's shape (keys, numbers,
 * within the page, a box of positive size); `pointCount`: the wrong number of points;
 * `tooLong`: a comment over MAX_COMMENT; `controlChar`: a control character other than a newline.
 */
export type MarkRule = 'required' | 'type' | 'page' | 'imagePage' | 'choice' | 'geometry' | 'pointCount' | 'tooLong' | 'controlChar';

export interface MarkViolation {
  field: MarkField;
  rule: MarkRule;
}

/** A float's slack on the page's edge (x + width computed in the browser may read 1.0000000000000002). */
const EPSILON = 1e-9;
// eslint-disable-next-line no-control-regex -- finding control characters is the rule
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const isKind = (value: unknown): value is MarkKind => typeof value === 'string' && (MARK_KINDS as readonly string[]).includes(value);
export const isMarkColor = (value: unknown): value is MarkColor => typeof value === 'string' && (MARK_COLORS as readonly string[]).includes(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
const fraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
const hasExactly = (value: Record<string, unknown>, keys: readonly string[]) => {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.prototype.hasOwnProperty.call(value, k));
};
const isPoint = (value: unknown): boolean => Array.isArray(value) && value.length === 2 && fraction(value[0]) && fraction(value[1]);

/** The rule the geometry breaks for its kind, or null. */
export function geometryRule(kind: MarkKind, geometry: unknown): 'required' | 'geometry' | 'pointCount' | null {
  if (geometry === undefined || geometry === null) return 'required';
  if (!isPlainObject(geometry)) return 'geometry';
  if (BOX_KINDS.includes(kind)) {
    if (!hasExactly(geometry, ['x', 'y', 'width', 'height'])) return 'geometry';
    const { x, y, width, height } = geometry;
    if (![x, y, width, height].every(fraction)) return 'geometry';
    const [bx, by, bw, bh] = [x, y, width, height] as number[];
    return bw > 0 && bh > 0 && bx + bw <= 1 + EPSILON && by + bh <= 1 + EPSILON ? null : 'geometry';
  }
  if (kind === 'pin') return hasExactly(geometry, ['x', 'y']) && fraction(geometry.x) && fraction(geometry.y) ? null : 'geometry';
  if (!hasExactly(geometry, ['points']) || !Array.isArray(geometry.points)) return 'geometry';
  const points = geometry.points as unknown[];
  // The count first when it is past the cap: no need to read 100 000 points to refuse them.
  const [min, max] = SEGMENT_KINDS.includes(kind) ? [2, 2] : [2, MAX_FREEHAND_POINTS];
  if (points.length > max) return 'pointCount';
  if (!points.every(isPoint)) return 'geometry';
  return points.length < min ? 'pointCount' : null;
}

/** Every rule the mark breaks, in field order (page, kind, geometry, color, comment). */
export function markViolations(input: MarkInput): MarkViolation[] {
  const out: MarkViolation[] = [];
  const { page, kind, geometry, color, comment } = input;

  if (page === undefined || page === null) out.push({ field: 'page', rule: 'required' });
  else if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) out.push({ field: 'page', rule: 'page' });
  else if (input.image && page !== 1) out.push({ field: 'page', rule: 'imagePage' });

  if (kind === undefined || kind === null) out.push({ field: 'kind', rule: 'required' });
  else if (!isKind(kind)) out.push({ field: 'kind', rule: 'choice' });
  if (geometry === undefined || geometry === null) out.push({ field: 'geometry', rule: 'required' });
  else if (isKind(kind)) {
    const rule = geometryRule(kind, geometry);
    if (rule) out.push({ field: 'geometry', rule });
  }

  if (color !== undefined && color !== null && !isMarkColor(color)) out.push({ field: 'color', rule: typeof color === 'string' ? 'choice' : 'type' });

  if (comment !== undefined && comment !== null && typeof comment !== 'string') out.push({ field: 'comment', rule: 'type' });
  else {
    const text = typeof comment === 'string' ? comment.trim() : '';
    if (text.length > MAX_COMMENT) out.push({ field: 'comment', rule: 'tooLong' });
    else if (CONTROL_BUT_NEWLINE.test(text)) out.push({ field: 'comment', rule: 'controlChar' });
    else if (text === '' && isKind(kind) && COMMENTED_KINDS.includes(kind)) out.push({ field: 'comment', rule: 'required' });
  }
  return out;
}

/** The comment as stored: trimmed, null when blank. */
export const normalizeComment = (comment: unknown): string | null => (typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null);

/**
 * Whether the user may draw marks on a stand's plans: admin, support and organizers (the API
 * keeps an organizer to the shows linked to them) always; the stand's own standists only when its
 * show lets them (`planMarkupByStandists`). Anyone else (security officer, SPS…) reads only.
 */
export function mayMarkUp(roles: readonly string[] | null | undefined, isStandistOfStand: boolean, show: { planMarkupByStandists?: boolean } | null | undefined): boolean {
  if (!can(roles, 'planAnnotation.add')) return false;
  const groups = roleGroups(roles!);
  if (groups.has('admin') || groups.has('support') || groups.has('organizer')) return true;
  return groups.has('standist') && isStandistOfStand && show?.planMarkupByStandists === true;
}

/** Whether the user may tick marks resolved (staff only, on any revision, decided or not). */
export const mayResolveMarks = (roles: readonly string[] | null | undefined): boolean => can(roles, 'planAnnotation.resolve');
