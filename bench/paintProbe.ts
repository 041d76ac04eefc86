/* eslint-disable @typescript-eslint/no-explicit-any -- the page's marks and CDP answers read here are untyped */
/**
 * A full navigation's milestones, run after run, in a returning user's browser profile (code cache
 * warm), as bench/spa.ts measures it (issue 20): when main.js arrived, when the first screen's
 * chunks were asked for and were all in, the stand list's request, and bench/spa.ts's 'painted'
 * (its own helpers: the screen in the DOM, then a frame and a task). The first three runs warm the caches.
 * A tool, not a test: wall-clock medians on a shared 2-core machine move by ±150 ms between series,
 * the milestones' differences (e.g. chunks asked for − main.js arrived) much less.
 *
 *   tsx bench/paintProbe.ts http://localhost:8141 /salons/34/stands [runs=3]
 *   VERBOSE=1 …  every mark, long animation frame and paint entry of each run;  RES=1 …  the last run's resources
 *   How each run arrives (bench/spa.ts's Arrival): from about:blank by default (a new renderer
 *   process), RELOAD=1 the tab reloaded, NEWTAB=1 a new tab, FROM=/favicon.svg from that page of the site.
 *   The `init` mark is when the document exists (the first init script ran).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import fr from '../i18n/fr.json';
import { logIn } from '../test/e2e/support/browser';
import { addNavigationHelpers } from './spa';
const probe = () => {
  const w = window as any;
  w.__marks = [['init', Math.round(performance.now())]];
  const mark = (what: string) => w.__marks.push([what, Math.round(performance.now())]);
  w.__mark = mark;
  // bench/spa.ts's own definition of painted, installed just before this script.
  w.__nav.waitPainted().then((t: number) => w.__marks.push(['timeout', Math.round(t)]), () => undefined);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        w.__marks.push(['loaf', Math.round(e.startTime), Math.round(e.duration), 'render@' + Math.round(e.renderStart), 'style@' + Math.round(e.styleAndLayoutStart), 'end@' + Math.round(e.startTime + e.duration), (e.scripts || []).map((s: any) => `${s.invokerType}:${s.invoker}:${Math.round(s.duration)}`).slice(0, 6).join(',')]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) w.__marks.push(['paint:' + e.name, Math.round(e.startTime)]); }).observe({ type: 'paint', buffered: true });
  } catch (e) { mark('no loaf ' + e); }
};
async function main() {
  const [url, target, runs = '3'] = process.argv.slice(2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paint-profile-'));
  const context = await chromium.launchPersistentContext(dir, { baseURL: url, locale: 'fr-FR', viewport: { width: 1920, height: 1080 }, executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] });
  const first = context.pages()[0] ?? (await context.newPage());
  await logIn(first, 'admin@large.test', 'demo1234', { preference: 'fr' });
  await first.waitForURL((u) => !u.pathname.startsWith('/login'));
  await first.waitForTimeout(1500);
  await addNavigationHelpers(context, fr as Record<string, string>);
  await context.addInitScript(probe);
  const times: number[] = [];
  let page = first;
  for (let r = 0; r < Number(runs); r++) {
    if (process.env.NEWTAB) {
      const old = page;
      page = await context.newPage();
      await old.close();
    } else if (!process.env.RELOAD || r === 0) await page.goto(process.env.FROM ?? 'about:blank');
    if (process.env.RELOAD && r > 0) await page.reload();
    else await page.goto(target);
    await page.waitForFunction(() => (window as any).__marks.some((m: any) => m[0] === 'timeout'), null, { timeout: 20000 });
    await page.waitForTimeout(800);
    const marks = await page.evaluate(() => (window as any).__marks);
    const at = (w: string) => marks.find((m: any) => m[0] === w)?.[1];
    const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e: any) => [e.name.split('/').pop().slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]));
    if (process.env.RES && r === Number(runs) - 1) for (const x of res) console.log('   res', x.join(' '));
    const mainEnd = res.find((x: any) => String(x[0]).startsWith('main.'))?.[2];
    const chunks = res.filter((x: any) => /^[\w-]+\.[0-9a-f]{8}\.js$/.test(String(x[0])) && !String(x[0]).startsWith('main.') && !String(x[0]).startsWith('5334.'));
    const firstChunk = Math.min(...chunks.map((x: any) => x[1]));
    const lastChunk = Math.max(...chunks.filter((x: any) => x[1] < (at('timeout') ?? 1e9)).map((x: any) => x[2]));
    const stands = res.find((x: any) => String(x[0]).startsWith('stands?'));
    const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as any; return n ? [n.fetchStart, n.requestStart, n.responseStart, n.responseEnd, n.domInteractive].map(Math.round).join('/') : ''; });
    const runtime = res.find((x: any) => String(x[0]).startsWith('5334.'));
    if (r >= 3) console.log(`  html fetch/request/response/end/interactive ${nav}, 5334 ${runtime?.[1]}→${runtime?.[2]}, main.js end ${mainEnd}, chunks start ${firstChunk} end ${lastChunk}, stands ${stands?.[1]}→${stands?.[2]}, painted ${at('timeout')}`);
    if (r >= 3) times.push(at('timeout'));
    if (process.env.VERBOSE) { console.log(`--- run ${r + 1}`); for (const m of marks.sort((a: any, b: any) => a[1] - b[1])) console.log('  ', m.join(' ')); }
  }
  times.sort((a, b) => a - b);
  console.log(`painted: median ${times[Math.floor(times.length / 2)]} [${times.join(', ')}]`);
  await context.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
main().catch((e) => { console.error(e); process.exit(1); });
