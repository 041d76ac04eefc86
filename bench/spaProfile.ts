/**
 * Where the SPA's time goes on one navigation (issue 20): headless Chromium, a V8 CPU profile of
 * the page (Chrome DevTools Protocol `Profiler`), its long tasks and the waterfall of what it
 * fetched, from the click (or the navigation) to the screen painted as bench/spa.ts reads it.
 * A tool, not a test.
 *
 *   tsx bench/spaProfile.ts --url http://localhost:8080 --user admin@large.test --show 34 \
 *     --scenario list|filter|dashboard|list-to-stand|stand-to-list|login [--stand 49925] [--runs 3] [--top 25] [--maps DIR]
 *
 * `--reload` (list, dashboard): each run after the first reloads the screen's tab, as bench/spa.ts's
 * budget rows do (session 22); without it each run comes from about:blank (a new renderer process).
 *
 * `--trace`: each run traced (Chrome's timeline) instead of profiled: the renderer main thread's
 * CPU time (the tasks' thread time, which other processes' load does not lengthen as it does wall
 * time) and, for the last run, by kind of work (style, layout, paint, script compilation: what a
 * CPU profile calls '(program)').
 *
 * `filter`: on the painted list, a click on the 'Plans validés' box until every row shown has that
 * status (bench/spa.ts's filter change); the box is unticked again between runs, outside the profile.
 *
 * Prints, for the last run: the API and script requests (start → end, ms from t0), the long tasks
 * (> 50 ms) and the functions with the most self time (source-mapped to src/ when dist/ was built
 * with `--devtool source-map`), and writes the profile into bench/results/cpu-spa-<time>/ (opens
 * in Chrome DevTools' Performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import fr from '../i18n/fr.json';
import { launchBrowser, logIn, setLanguagePreference } from '../test/e2e/support/browser';

type Scenario = 'list' | 'filter' | 'dashboard' | 'list-to-stand' | 'stand-to-list' | 'login';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const messages = fr as Record<string, string>;

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Installed before the page's scripts: long tasks, and a click or a load timed until painted (bench/spa.ts's rules). */
function observers(): void {
  const w = window as unknown as { __longTasks: Array<{ start: number; ms: number }> };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The minified position → src/ name, when dist/ has its source maps. */
function sourceMapper(distDir: string): (url: string, line: number, column: number, name: string) => string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a transitive dependency, optional here
  let SourceMapConsumer: (new (map: unknown) => { originalPositionFor(p: { line: number; column: number }): { source: string | null; line: number | null; name: string | null } }) | null = null;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    SourceMapConsumer = require('source-map').SourceMapConsumer;
  } catch {
    SourceMapConsumer = null;
  }
  const maps = new Map<string, InstanceType<NonNullable<typeof SourceMapConsumer>> | null>();
  return (url, line, column, name) => {
    if (!url.startsWith('http')) return name || '(anonymous)';
    const pathname = new URL(url).pathname;
    if (!maps.has(pathname)) {
      const file = path.join(distDir, `${pathname}.map`);
      maps.set(pathname, SourceMapConsumer && fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
    }
    const map = maps.get(pathname);
    const short = path.basename(pathname);
    // Line -1: a frame V8 gives no position (a script's top level read from the code cache).
    if (!map || line < 0) return `${name || '(anonymous)'} ${short}:${line + 1}:${column + 1}`;
    const original = map.originalPositionFor({ line: line + 1, column });
    const source = (original.source ?? short).replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    return `${original.name ?? name ?? '(anonymous)'} ${source}:${original.line ?? '?'}`;
  };
}

/** Self time per function (ms), from the profile's samples. */
function selfTimes(profile: CpuProfile, name: (node: ProfileNode) => string): Array<{ name: string; ms: number }> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = name(node);
    totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  return [...totals].map(([n, ms]) => ({ name: n, ms })).sort((a, b) => b.ms - a.ms);
}

/** Total time per source file or package (self time summed). */
function byModule(profile: CpuProfile, mapName: (node: ProfileNode) => string): Array<{ name: string; ms: number }> {
  return selfTimes(profile, (node) => {
    const full = mapName(node);
    const source = full.split(' ').slice(1).join(' ');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (pkg) return pkg[1];
    return source ? source.replace(/:\d+$/, '').replace(/:\?$/, '') : full;
  });
}

/** The filter scenario's status: every row shown has it once the filtered page is painted. */
const FILTER_STATUS = 'validatedPlans';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, µs. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; scriptName?: string; type?: string } };
}
interface TraceFile {
  traceEvents: TraceEvent[];
}

/** What the renderer's main thread did, by kind of work: the native work a CPU profile shows as '(program)'. */
const TRACED_WORK = ['RunTask', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'v8.produceCache', 'v8.deserializeOnBackground', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'Decode Image', 'HitTest', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::DeliverObservations'];

/** The busiest renderer main thread of a trace. */
function mainThread(trace: TraceFile): TraceEvent | undefined {
  const mains = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskCpu = (m: TraceEvent) =>
    trace.traceEvents.reduce((sum, e) => (e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'RunTask' ? sum + (e.tdur ?? 0) : sum), 0);
  return mains.sort((a, b) => taskCpu(b) - taskCpu(a))[0];
}

/**
 * The main thread's busiest tasks (CPU ms), each with when it started (ms after the thread's first
 * task) and what ran in it: the scripts evaluated, the functions called, the style and layout work.
 */
function busiestTasks(trace: TraceFile, count: number): string[] {
  const main = mainThread(trace);
  if (!main) return [];
  const events = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = events.filter((e) => e.name === 'RunTask');
  const first = tasks[0]?.ts ?? 0;
  const label = (e: TraceEvent) => {
    const d = e.args?.data;
    const where = d?.url ?? d?.scriptName ?? '';
    const short = where ? new URL(where, 'http://x').pathname.replace(/^\/assets\//, '') : '';
    if (e.name === 'FunctionCall') return `FunctionCall ${d?.functionName || '(anonymous)'} ${short}`.trim();
    if (e.name === 'EventDispatch') return `EventDispatch ${d?.type ?? ''}`;
    return short ? `${e.name} ${short}` : e.name;
  };
  return [...tasks]
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, count)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = new Map<string, number>();
      for (const e of events) {
        if (e === task || e.ts < task.ts || e.ts > end || !TRACED_WORK.includes(e.name) || e.name === 'RunTask') continue;
        const key = label(e);
        inside.set(key, (inside.get(key) ?? 0) + (e.tdur ?? 0) / 1000);
      }
      const parts = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      return `  ${((task.ts - first) / 1000).toFixed(0).padStart(6)}  ${((task.tdur ?? 0) / 1000).toFixed(0).padStart(5)} ms CPU  ${parts.join(' · ')}`;
    });
}

/** Per kind of work on the busiest renderer main thread: thread (CPU) ms, wall ms, count; `RunTask` is every task. */
function mainThreadTimes(trace: TraceFile): Array<{ name: string; cpuMs: number; ms: number; count: number }> {
  const main = mainThread(trace);
  const totals = new Map<string, { cpuMs: number; ms: number; count: number }>();
  for (const e of trace.traceEvents) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !TRACED_WORK.includes(e.name)) continue;
    const t = totals.get(e.name) ?? { cpuMs: 0, ms: 0, count: 0 };
    t.cpuMs += (e.tdur ?? 0) / 1000;
    t.ms += (e.dur ?? 0) / 1000;
    t.count += 1;
    totals.set(e.name, t);
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.cpuMs - a.cpuMs);
}

async function waitPainted(page: Page, scenario: Scenario): Promise<void> {
  if (scenario === 'filter') {
    await page.waitForFunction((status) => {
      const grid = document.querySelector('.MuiDataGrid-root');
      if (!grid || grid.querySelector('.MuiDataGrid-overlayWrapper')) return false;
      const rows = grid.querySelectorAll('.MuiDataGrid-row[data-id]');
      return rows.length > 0 && Array.from(rows).every((r) => r.querySelector('[data-field="status"] [data-status]')?.getAttribute('data-status') === status);
    }, FILTER_STATUS);
    return;
  }
  if (scenario === 'list' || scenario === 'stand-to-list' || (scenario === 'login' && /\/stands$/.test(new URL(page.url()).pathname))) {
    await page.waitForFunction(() => {
      const grid = document.querySelector('.MuiDataGrid-root');
      if (!grid || grid.querySelector('.MuiDataGrid-overlayWrapper')) return false;
      const rows = grid.querySelectorAll('.MuiDataGrid-row[data-id]');
      return rows.length > 0 && Array.from(rows).every((r) => r.querySelector('[data-field="status"] [data-status]'));
    });
    return;
  }
  if (scenario === 'login') {
    await page.waitForURL((url) => url.pathname !== '/login');
    const pathname = new URL(page.url()).pathname;
    if (pathname === '/') {
      await page.getByRole('heading', { name: messages['home.title'] }).waitFor();
      return;
    }
  }
  await page.waitForFunction(
    ({ thread, plans }) =>
      document.querySelector(`section[aria-label="${plans}"]`) !== null &&
      (document.querySelector(`ul[aria-label="${thread}"] > li`) !== null),
    { thread: messages['standMessages.thread'], plans: messages['standMessages.plans.title'] },
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const baseUrl = argValue(args, 'url') ?? 'http://localhost:8080';
  const user = argValue(args, 'user') ?? 'admin@large.test';
  const password = argValue(args, 'password') ?? 'demo1234';
  const showId = Number(argValue(args, 'show') ?? 34);
  const standId = argValue(args, 'stand');
  const scenario = (argValue(args, 'scenario') ?? 'list') as Scenario;
  const runs = Number(argValue(args, 'runs') ?? 3);
  const trace = args.includes('--trace');
  const top = Number(argValue(args, 'top') ?? 25);
  const listPath = `/salons/${showId}/stands`;
  // `--persistent`: a browser profile on disk, as a returning user's (Chromium keeps compiled
  // scripts, V8's code cache, only there; a new context is off the record and compiles every time).
  const persistent = args.includes('--persistent');
  const reload = args.includes('--reload');
  const browser = await launchBrowser();
  const profileDir = persistent ? fs.mkdtempSync(path.join(os.tmpdir(), 'spa-profile-')) : null;
  let closePersistent = async () => undefined as void;
  try {
    const contextOptions = { baseURL: baseUrl, locale: 'fr-FR', viewport: { width: 1920, height: 1080 } };
    const context = profileDir
      ? await chromium.launchPersistentContext(profileDir, { ...contextOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] })
      : await browser.newContext(contextOptions);
    if (profileDir) closePersistent = () => context.close();
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await context.addInitScript(observers);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/login');
    await setLanguagePreference(page, user, password, 'fr');
    if (scenario !== 'login') {
      await logIn(page, user, password, { preference: 'fr' });
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    }
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    let profile: CpuProfile | null = null;
    let traceSummary: ReturnType<typeof mainThreadTimes> = [];
    let traceTasks: string[] = [];
    const cpuPerRun: number[] = [];
    let elapsed = 0;
    let t0 = 0;
    for (let run = 0; run < runs; run++) {
      // Each run from the screen before the measured one, its HTTP cache warm.
      if (scenario === 'list-to-stand') {
        await page.goto(listPath);
        await waitPainted(page, 'list');
      }
      if (scenario === 'stand-to-list') {
        await page.goto(`/stands/${standId}`);
        await waitPainted(page, 'dashboard');
      }
      const screenPath = scenario === 'list' ? listPath : `/stands/${standId}`;
      // `--reload` (bench/spa.ts's 'reload' arrival): the screen's tab reloaded; else from about:blank (a new renderer).
      const reloading = reload && new URL(page.url()).pathname === screenPath;
      if ((scenario === 'list' || scenario === 'dashboard') && !reloading) await page.goto('about:blank');
      const filterBox = page.getByRole('checkbox', { name: messages[`standStatus.${FILTER_STATUS}`] });
      if (scenario === 'filter') {
        if (run === 0) {
          await page.goto(listPath);
          await waitPainted(page, 'list');
        }
        if (await filterBox.isChecked()) {
          await filterBox.click();
          // The whole list's first page has other statuses too.
          await page.waitForFunction(
            (status) => Array.from(document.querySelectorAll('.MuiDataGrid-row[data-id] [data-status]')).some((chip) => chip.getAttribute('data-status') !== status),
            FILTER_STATUS,
          );
          await waitPainted(page, 'list');
        }
      }
      if (scenario === 'login') {
        await page.goto('/login');
        const logout = page.getByRole('button', { name: messages['login.logout'] });
        const identifier = page.getByLabel(/identifiant/i);
        await logout.or(identifier).first().waitFor();
        if (await logout.isVisible()) await logout.click();
        await identifier.fill(user);
        await page.getByLabel(/mot de passe/i).fill(password);
      }
      if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      else await cdp.send('Profiler.start');
      const started = Date.now();
      if (scenario === 'list' || scenario === 'dashboard') {
        if (reloading) await page.reload({ waitUntil: 'commit' });
        else await page.goto(screenPath, { waitUntil: 'commit' });
      }
      t0 = await page.evaluate(() => performance.now());
      if (scenario === 'list' || scenario === 'dashboard') t0 = 0;
      if (scenario === 'list-to-stand') await page.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="name"]').click();
      if (scenario === 'stand-to-list') await page.getByRole('link', { name: messages['stand.back'] }).click();
      if (scenario === 'login') await page.getByRole('button', { name: messages['login.submit'] }).click();
      if (scenario === 'filter') {
        t0 = await (await filterBox.elementHandle())!.evaluate((box) => {
          const at = performance.now();
          (box as HTMLElement).click();
          return at;
        });
      }
      await waitPainted(page, scenario === 'list-to-stand' ? 'dashboard' : scenario);
      const painted = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
      elapsed = painted - t0;
      if (trace) {
        const traced = JSON.parse((await browser.stopTracing()).toString('utf8')) as TraceFile;
        traceSummary = mainThreadTimes(traced);
        traceTasks = busiestTasks(traced, top);
        cpuPerRun.push(traceSummary.find((t) => t.name === 'RunTask')?.cpuMs ?? NaN);
      } else {
        profile = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
      }
      const cpu = trace ? `, main thread CPU ${cpuPerRun[cpuPerRun.length - 1].toFixed(0)} ms` : '';
      console.log(`run ${run + 1}: ${elapsed.toFixed(0)} ms (${Date.now() - started} ms wall)${cpu}`);
    }
    if (trace) {
      const sorted = [...cpuPerRun].sort((a, b) => a - b);
      console.log(`\n${scenario}: main thread CPU per run ${cpuPerRun.map((v) => v.toFixed(0)).join(', ')} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
      console.log('\nlast run, main thread by kind of work (CPU ms, wall ms, events; nested events counted in each):');
      for (const t of traceSummary) console.log(`  ${t.cpuMs.toFixed(1).padStart(7)}  ${t.ms.toFixed(1).padStart(7)}  ${String(t.count).padStart(5)}×  ${t.name}`);
      console.log(`\nlast run, the ${top} busiest tasks (start ms after the first task, CPU ms; inside, CPU ms, nested events counted in each):`);
      for (const line of traceTasks) console.log(line);
      return;
    }
    if (!profile) return;
    const resources = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from - 1)
          .map((e) => ({ name: e.name, start: e.startTime - from, end: (e as PerformanceResourceTiming).responseEnd - from, type: (e as PerformanceResourceTiming).initiatorType })),
      t0,
    );
    const longTasks = await page.evaluate(
      (from) => (window as unknown as { __longTasks: Array<{ start: number; ms: number }> }).__longTasks.filter((t) => t.start >= from - 1).map((t) => ({ start: t.start - from, ms: t.ms })),
      t0,
    );
    // `--maps DIR`: the source maps of the build served (spaServe's `--dist`), dist/ by default.
    const map = sourceMapper(argValue(process.argv.slice(2), 'maps') ?? path.join(__dirname, '..', 'dist'));
    const nameOf = (node: ProfileNode) => {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (!url) return functionName || '(native)';
      return map(url, lineNumber, columnNumber, functionName);
    };
    const self = selfTimes(profile, nameOf);
    const busy = self.filter((s) => s.name !== '(idle)' && s.name !== '(program)').reduce((sum, s) => sum + s.ms, 0);
    console.log(`\n${scenario}: ${elapsed.toFixed(0)} ms from t0 to painted; profile ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms, JS busy ${busy.toFixed(0)} ms, idle ${(self.find((s) => s.name === '(idle)')?.ms ?? 0).toFixed(0)} ms, program ${(self.find((s) => s.name === '(program)')?.ms ?? 0).toFixed(0)} ms, GC ${(self.find((s) => s.name === '(garbage collector)')?.ms ?? 0).toFixed(0)} ms`);
    console.log('\nwaterfall (ms from t0):');
    for (const r of resources.sort((a, b) => a.start - b.start)) {
      const u = new URL(r.name);
      console.log(`  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.type.padEnd(6)} ${decodeURIComponent(u.pathname + u.search).slice(0, 140)}`);
    }
    console.log('\nlong tasks (start ms from t0, duration):');
    for (const t of longTasks) console.log(`  ${t.start.toFixed(0).padStart(6)}  ${t.ms.toFixed(0)} ms`);
    console.log(`\ntop ${top} functions by self time:`);
    for (const s of self.slice(0, top)) console.log(`  ${s.ms.toFixed(1).padStart(7)} ms  ${s.name}`);
    console.log(`\nby module / package (self time):`);
    for (const s of byModule(profile, nameOf).slice(0, top)) console.log(`  ${s.ms.toFixed(1).padStart(7)} ms  ${s.name}`);
    const dir = path.join(__dirname, 'results', `cpu-spa-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${scenario}.cpuprofile`), JSON.stringify(profile));
    console.log(`\nprofile: ${path.relative(process.cwd(), dir)}/${scenario}.cpuprofile`);
  } finally {
    await closePersistent();
    await browser.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
