/* eslint-disable @typescript-eslint/no-explicit-any -- React's fiber tree and the CDP answers read here are untyped */
/**
 * Which components render, commit by commit, from a full navigation to the screen painted (issue 20):
 * a stand-in for React DevTools' profiler on the production build. A `__REACT_DEVTOOLS_GLOBAL_HOOK__`
 * installed before the page's scripts counts, at each commit, the component fibers that rendered
 * (mounted, or flagged PerformedWork under a changed subtree); each component function is named
 * through its `[[FunctionLocation]]` and dist/'s source maps (build with `--devtool source-map`).
 * A tool, not a test; `*` marks the commits before the screen was painted.
 *
 *   tsx bench/spaRenders.ts http://localhost:8141 /salons/34/stands dist        # or /stands/49925
 *   FILTER=1 …   the list painted, then the 'Plans validés' box: the commits of the filter change
 *   DETAIL=1 …   every commit's components and counts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, logIn } from '../test/e2e/support/browser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SourceMapConsumer } = require('source-map');

const hook = () => {
  const w = window as any;
  w.__commits = [];
  w.__fns = [];
  const fnIds = new Map();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: any) {
      const counts: Record<number, number> = {};
      const chains: number[][] = [];
      let total = 0;
      const count = (f: any) => {
        const t = f.type;
        if (!t || (typeof t !== 'function' && typeof t !== 'object')) return;
        if (f.alternate !== null && !(f.flags & 1)) return;
        const fn = typeof t === 'function' ? t : t.render ?? t.type ?? null;
        const real = typeof fn === 'function' ? fn : (fn && fn.render) || null;
        if (!real) return;
        let id = fnIds.get(real);
        if (id === undefined) { id = w.__fns.length; w.__fns.push(real); fnIds.set(real, id); }
        counts[id] = (counts[id] ?? 0) + 1;
        total++;
        if (w.__owners) {
          // The ids of the fiber's component ancestors (OWNERS=1): who rendered what.
          const chain: number[] = [];
          for (let a = f.return; a; a = a.return) {
            const at = a.type;
            const afn = typeof at === 'function' ? at : at && typeof at === 'object' ? (at.render ?? at.type ?? null) : null;
            const areal = typeof afn === 'function' ? afn : (afn && afn.render) || null;
            if (!areal) continue;
            let aid = fnIds.get(areal);
            if (aid === undefined) { aid = w.__fns.length; w.__fns.push(areal); fnIds.set(areal, aid); }
            chain.push(aid);
          }
          chains.push(chain);
        }
      };
      const visit = (parent: any) => {
        if (parent.alternate && parent.child === parent.alternate.child) return;
        let f = parent.child;
        while (f) {
          count(f);
          visit(f);
          f = f.sibling;
        }
      };
      visit(root.current);
      w.__commits.push({ at: performance.now(), total, counts, chains });
    },
  };
};

async function main() {
  const [url, target, dist] = process.argv.slice(2);
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: url, locale: 'fr-FR', viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await logIn(page, 'admin@large.test', 'demo1234', { preference: 'fr' });
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.waitForTimeout(1500);
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await context.addInitScript(hook);
  if (process.env.OWNERS) await context.addInitScript({ content: 'window.__owners = true;' });
  await page.goto('about:blank');
  await page.goto(target);
  if (target.includes('/stands/')) {
    await page.waitForFunction(() => document.querySelector('ul[aria-label] > li') !== null && document.querySelector('section[aria-label]') !== null);
  } else {
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.MuiDataGrid-row[data-id]');
      return rows.length > 0 && Array.from(rows).every((r) => r.querySelector('[data-field="status"] [data-status]'));
    });
  }
  if (process.env.FILTER) {
    await page.waitForTimeout(2500);
    await page.evaluate(() => { (window as any).__commits = []; });
    await page.getByRole('checkbox', { name: 'Plans validés' }).click();
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.MuiDataGrid-row[data-id]');
      return rows.length > 0 && Array.from(rows).every((r) => r.querySelector('[data-field="status"] [data-status]')?.getAttribute('data-status') === 'validatedPlans');
    });
  }
  const painted = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  const commits = await page.evaluate(() => (window as any).__commits);
  const cdp = await context.newCDPSession(page);
  const { result } = (await cdp.send('Runtime.evaluate', { expression: 'window.__fns' })) as any;
  const { result: props } = (await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true })) as any;
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (e: any) => scripts.set(e.scriptId, e.url));
  await cdp.send('Debugger.enable');
  await new Promise((r) => setTimeout(r, 500));
  const names: string[] = [];
  const maps = new Map();
  for (const p of props) {
    const i = Number(p.name);
    if (!Number.isInteger(i) || !p.value?.objectId) continue;
    const { internalProperties } = (await cdp.send('Runtime.getProperties', { objectId: p.value.objectId })) as any;
    const loc = internalProperties?.find((x: any) => x.name === '[[FunctionLocation]]')?.value?.value;
    let name = p.value.description?.slice(0, 40) ?? '?';
    if (loc) {
      const u = scripts.get(loc.scriptId) ?? '';
      const pn = u ? new URL(u).pathname : '';
      const file = path.join(dist, pn + '.map');
      if (pn && !maps.has(pn)) maps.set(pn, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
      const m = maps.get(pn);
      if (m) {
        const o = m.originalPositionFor({ line: loc.lineNumber + 1, column: loc.columnNumber });
        name = `${o.name ?? ''} ${(o.source ?? '').replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '')}:${o.line}`;
      }
    }
    names[i] = name;
  }
  console.log(`painted at ${painted.toFixed(0)} ms`);
  for (const c of commits) {
    const top = Object.entries(c.counts as Record<string, number>).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([id, n]) => `${names[Number(id)]}×${n}`).join(', ');
    console.log(`${c.at.toFixed(0).padStart(6)} ${c.at <= painted ? '*' : ' '} ${String(c.total).padStart(5)} renders: ${top}`);
  }
  for (const [idx, c] of commits.entries()) {
    if (!process.env.OWNERS || c.at > painted) break;
    // Each render counted under its nearest ancestor from src/ (the app's own component that drew it).
    const byOwner: Record<string, number> = {};
    for (const chain of c.chains as number[][]) {
      const owner = chain.map((id) => names[id] ?? '?').find((n) => / src\//.test(n)) ?? '(none)';
      byOwner[owner] = (byOwner[owner] ?? 0) + 1;
    }
    console.log(`--- commit ${idx} at ${c.at.toFixed(0)}, renders by nearest src/ ancestor`);
    for (const [owner, n] of Object.entries(byOwner).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`   ${n}× ${owner}`);
  }
  for (const [idx, c] of commits.entries()) {
    if (!process.env.DETAIL) break;
    console.log(`--- commit ${idx} at ${c.at.toFixed(0)}`);
    for (const [id, n] of Object.entries(c.counts as Record<string, number>).sort((a, b) => b[1] - a[1])) console.log(`   ${n}× ${names[Number(id)]}`);
  }
  await browser.close();
}
void main();
