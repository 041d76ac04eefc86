/**
 * What the browser tests that run axe-core share: waiting until what the page started is drawn and
 * its finite transitions (a menu's opening, a dialog's fade) are over, so that colours are read in
 * a state of their own, not mid-fade; and the audit itself.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** Two frames drawn: what a click or a key started has been rendered (and its transitions begun). */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Finite transitions over (a menu's opening, a dialog's fade); endless ones (a spinner) are left
 * alone. And the page whole: the blocks rendered a frame after the first paint are in (their
 * placeholders carry `data-after-first-paint`, src/lib/useAfterFirstPaint.ts).
 */
export async function transitionsOver(page: Page): Promise<void> {
  await frames(page);
  await page.waitForFunction(() => !document.querySelector('[data-after-first-paint]'));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core in a journey: the page as it is, no serious or critical WCAG 2.1 A/AA finding. */
export async function axeClean(page: Page, where: string): Promise<void> {
  await transitionsOver(page);
  // Evaluated by the browser's debugger protocol: the page's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.deepEqual(violations, [], where);
}
