/** Surface slider and buckets of the stand list (part 1 §9). */

export const SURFACE_MIN = 0;
export const SURFACE_MAX = 1000;
/** The slider's upper bound is sent to the API only below this value. */
export const SURFACE_UPPER_BOUND_LIMIT = 100;

export const SURFACE_BUCKETS = ['0-10', '11-20', '21-30', '31-40', '41-50', '50+'] as const;
export type SurfaceBucket = (typeof SURFACE_BUCKETS)[number];

export const isSurfaceBucket = (value: unknown): value is SurfaceBucket =>
  typeof value === 'string' && (SURFACE_BUCKETS as readonly string[]).includes(value);

/**
 * A bucket as an API range. Surfaces may hold decimals ("10,5"), so buckets are
 * half-open on the left: 11-20 is `surface > 10 and surface <= 20`, so 10.5
 * falls in 11-20 rather than in no bucket. `null` = no bound on that side.
 */
export function surfaceBounds(bucket: SurfaceBucket): { gt: number | null; lte: number | null } {
  switch (bucket) {
    case '0-10':
      return { gt: null, lte: 10 };
    case '11-20':
      return { gt: 10, lte: 20 };
    case '21-30':
      return { gt: 20, lte: 30 };
    case '31-40':
      return { gt: 30, lte: 40 };
    case '41-50':
      return { gt: 40, lte: 50 };
    case '50+':
      return { gt: 50, lte: null };
  }
}

/**
 * The slider's track (part 1 §9 keeps 0–1000 and the upper bound sent only below
 * 100). Positions 0–100 are square metres one by one, and take most of the track,
 * so a short range can be set with a mouse; the positions above step by 50 m² up
 * to 1000, for a large lower bound. Since no upper bound of 100 or more reaches
 * the API, an upper handle released there goes to the end of the track: "no
 * upper limit", which is what the list then applies.
 */
export const SURFACE_FINE_LIMIT = SURFACE_UPPER_BOUND_LIMIT;
const COARSE_STEP = 50;
export const SURFACE_POSITION_MAX = SURFACE_FINE_LIMIT + (SURFACE_MAX - SURFACE_FINE_LIMIT) / COARSE_STEP;

/** The m² value of a slider position. */
export function surfaceAtPosition(position: number): number {
  const p = Math.min(SURFACE_POSITION_MAX, Math.max(0, Math.round(position)));
  return p <= SURFACE_FINE_LIMIT ? p : SURFACE_FINE_LIMIT + (p - SURFACE_FINE_LIMIT) * COARSE_STEP;
}

/** The slider position of a value in m² (between two coarse steps: the nearest). */
export function positionOfSurface(surface: number): number {
  const s = Math.min(SURFACE_MAX, Math.max(SURFACE_MIN, surface));
  return s <= SURFACE_FINE_LIMIT ? Math.round(s) : SURFACE_FINE_LIMIT + Math.round((s - SURFACE_FINE_LIMIT) / COARSE_STEP);
}

/** An upper handle at 100 or more filters nothing: it stands at the end of the track. */
export const effectiveUpperSurface = (hi: number): number => (hi >= SURFACE_UPPER_BOUND_LIMIT ? SURFACE_MAX : hi);

/** What a slider range filters, as shown to the user: `null` = no bound on that side. */
export function appliedSurfaceRange([lo, hi]: readonly [number, number]): { min: number | null; max: number | null } {
  return {
    min: lo > SURFACE_MIN ? lo : null,
    max: hi < SURFACE_UPPER_BOUND_LIMIT ? hi : null,
  };
}

/**
 * A keyboard step of the slider. Every upper value from 100 up means "no upper limit",
 * so the upper handle steps ..., 98, 99, no limit (and back to 99), rather than
 * through values that would all snap back to the end of the track.
 */
export function keyboardSurfaceStep(
  previous: readonly [number, number],
  next: readonly [number, number],
): [number, number] {
  const [lo, hi] = next;
  const wasUnbounded = previous[1] >= SURFACE_UPPER_BOUND_LIMIT;
  if (hi >= SURFACE_UPPER_BOUND_LIMIT && wasUnbounded && hi < previous[1]) {
    const top = SURFACE_UPPER_BOUND_LIMIT - 1;
    return [Math.min(lo, top), top];
  }
  if (hi >= SURFACE_UPPER_BOUND_LIMIT && !wasUnbounded) return [lo, SURFACE_MAX];
  return [lo, hi];
}
