/**
 * What the browser tests that run axe-core share: waiting until what the page started is drawn and
 * its finite transitions (a menu's opening, a dialog's fade) are over, so that colours are read in
 * a state of their own, not mid-fade.
 */
import type { Page } from 'playwright-core';

/** Two frames drawn: what a click or a key started has been rendered (and its transitions begun). */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Finite transitions over (a menu's opening, a dialog's fade); endless ones (a spinner) are left alone. */
export async function transitionsOver(page: Page): Promise<void> {
  await frames(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
