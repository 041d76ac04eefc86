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
