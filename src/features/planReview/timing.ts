/**
 * Named instants of a plan's opening (`planViewer:*` performance marks): what bench/planReview.ts
 * reads to tell where the time from the click to the painted page goes. A mark costs next to
 * nothing; none is kept beyond the browser's own buffer.
 */
export function markTiming(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`planViewer:${name}`);
}
