/**
 * After the first screen's paint, what it needed is written down for the next full navigation's
 * boot script (./headStartRecord.ts, src/boot/headStart.ts). A logged-in user's screens only (a
 * visitor's sends no request to repeat); the writer is its own chunk loaded after the paint, so
 * the login screen's first load carries none of it.
 */
import type { HeadStartGet } from '@/boot/headStartFormat';

export function recordHeadStartAfterPaint(pathname: string, userId: number | null, gets: HeadStartGet[]): void {
  if (gets.length === 0) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const paintedAt = performance.now();
      void import(/* webpackChunkName: "head-start-record" */ './headStartRecord').then((writer) => writer.recordSoon(pathname, userId, gets, paintedAt));
    }, 0),
  );
}
