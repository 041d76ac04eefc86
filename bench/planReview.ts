/**
 * Plan review on the drawing (issue 25, "Speed"): a mark saved, and the first page of a large plan
 * painted in the viewer.
 *
 * The bench writes its own plan submission: a show and a stand ('bench: plan review'), the large
 * data set's standist made the stand's exhibitor, who uploads (POST /backend/message_media) a
 * 20-page A1 PDF drawn here with pdf-lib (a CAD-like plan: a grid, walls, 4,000 lines and 150
 * labels a page) and a small one-page PDF, and submits them (POST /backend/stand_messages,
 * waitingForPlans → pendingPlansVerification): one undecided revision (migration 039's trigger).
 *
 * - "a mark saved": POST /backend/plan_annotations (a rectangle, page 1) by 16 clients for the
 *   bench's seconds, as support, on an undecided revision of the data set when it has one (with a
 *   file), else on the bench's (its small PDF); beside its floor: the session lookup, then the
 *   handler's statement (the one that checks the revision, numbers the mark, inserts it and reads
 *   it back), straight through `pg`, by as many loops. All 16 on one
 *   revision wait for its lock in turn (numbers never shared): then the same 16 clients each on
 *   its own undecided revision of the data set (16 reviewers on 16 stands), when it has 16.
 * - "first page painted": headless Chromium as support on the stand page; a click on the plan's
 *   'Voir' until the viewer's canvas of page 1 first shows the whole page (`data-preview="true"`:
 *   drawn at a lower resolution, or `data-rendered="true"`: drawn sharp, PDF.js's render finished;
 *   the next animation frame), and until it is sharp, timed in the page from the click event. Each run a fresh load of the stand page (the HTTP cache kept: the SPA's chunks, PDF.js
 *   and its worker warm), so each open downloads and parses the plan again; the click 1 s after
 *   'Voir' shows (a person finding it: the page loads the viewer, PDF.js and its worker when idle
 *   meanwhile); one warm-up open, then 5. For information: the click as soon as 'Voir' shows
 *   (nothing warmed up yet), reopening in the same page (the document already parsed), and where
 *   the time of each open goes (the viewer's `planViewer:*` marks, src/features/planReview/timing.ts).
 *
 * Every row written is removed after: the marks, the messages, their uploads (files swept from
 * the data directory), the stand, its role, the show.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts, lineTo, moveTo, rgb, setLineWidth, setStrokingRgbColor, stroke, type PDFOperator } from 'pdf-lib';
import type { Pool } from '@server/db/pool';
import { SESSION_USER_STATEMENT } from '@server/auth/sessions';
import { insertMarkSql } from '@server/resources/planAnnotations';
import { DEMO_PASSWORD } from '@server/seed/demo';
import { localFileStorage } from '@server/services/storage';
import { sweepRemovedFiles } from '@server/services/removedFiles';
import fr from '../i18n/fr.json';
import { launchBrowser, logIn } from '../test/e2e/support/browser';
import { login, type Session } from './accounts';
import { authStatement } from './dashboard';
import type { Dataset } from './dataset';
import { timedLoops } from './floor';
import { median, p95Of, type RunStats } from './stats';
import type { Row } from './table';

export const PLAN_PAGES = 20;
/** A1 portrait, in points. */
const A1 = { width: 1684, height: 2384 };
const LINES_PER_PAGE = 4000;
const LABELS_PER_PAGE = 150;
const PAINT_RUNS = 5;
/** A person's pause between the stand page shown and the click on 'Voir' (the viewer warms up then). */
const READING_PAUSE_MS = 1000;
const PAINT_TIMEOUT_MS = 45_000;
const MARK_CLIENTS = 16;
const SUPPORT_LOGIN = 'support1@large.test';
const NAME = 'bench: plan review';
const BIG_FILE = 'plan-a1-20-pages.pdf';
const SMALL_FILE = 'plan-small.pdf';

/** A deterministic pseudo-random sequence (the same plan every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A CAD-like plan: per page a grid, room walls, dimension lines and labels, 4,000 lines in all. */
export async function densePlanPdf(pages = PLAN_PAGES): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const rand = random(25);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([A1.width, A1.height]);
    const ops: PDFOperator[] = [];
    let lines = 0;
    const line = (x1: number, y1: number, x2: number, y2: number) => {
      ops.push(moveTo(x1, y1), lineTo(x2, y2));
      lines++;
    };
    // The grid (every 20 pt), thin and grey.
    ops.push(setLineWidth(0.2), setStrokingRgbColor(0.75, 0.75, 0.75));
    for (let x = 20; x < A1.width; x += 20) line(x, 20, x, A1.height - 20);
    for (let y = 20; y < A1.height; y += 20) line(20, y, A1.width - 20, y);
    ops.push(stroke());
    // Walls: rooms as closed outlines, thick.
    ops.push(setLineWidth(2.5), setStrokingRgbColor(0, 0, 0));
    for (let r = 0; r < 120; r++) {
      const x = 40 + rand() * (A1.width - 240);
      const y = 40 + rand() * (A1.height - 240);
      const w = 40 + rand() * 180;
      const h = 40 + rand() * 180;
      line(x, y, x + w, y);
      line(x + w, y, x + w, y + h);
      line(x + w, y + h, x, y + h);
      line(x, y + h, x, y);
    }
    ops.push(stroke());
    // Fittings and dimension lines: short segments in every direction, to 4,000 lines.
    ops.push(setLineWidth(0.6), setStrokingRgbColor(0.1, 0.2, 0.6));
    while (lines < LINES_PER_PAGE) {
      const x = 30 + rand() * (A1.width - 60);
      const y = 30 + rand() * (A1.height - 60);
      const a = rand() * Math.PI * 2;
      const l = 5 + rand() * 60;
      line(x, y, Math.min(A1.width - 30, Math.max(30, x + Math.cos(a) * l)), Math.min(A1.height - 30, Math.max(30, y + Math.sin(a) * l)));
    }
    ops.push(stroke());
    page.pushOperators(...ops);
    for (let t = 0; t < LABELS_PER_PAGE; t++) {
      page.drawText(`Local ${p + 1}.${t + 1} — ${Math.round(rand() * 90 + 10)} m²`, { x: 40 + rand() * (A1.width - 260), y: 40 + rand() * (A1.height - 80), size: 7 + rand() * 5, font, color: rgb(0.2, 0.2, 0.2) });
    }
    page.drawText(`Stand — plan ${p + 1} / ${pages}`, { x: 60, y: A1.height - 60, size: 36, font });
  }
  return Buffer.from(await doc.save());
}

/** A one-page A4 plan with a frame. */
async function smallPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 495, height: 742, borderWidth: 3, borderColor: rgb(0, 0, 0) });
  page.drawLine({ start: { x: 50, y: 421 }, end: { x: 545, y: 421 }, thickness: 1 });
  return Buffer.from(await doc.save());
}

async function upload(baseUrl: string, session: Session, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${baseUrl}/backend/message_media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' } });
  if (res.status !== 201) throw new Error(`upload ${name}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { '@id': string })['@id'];
}

interface BenchSubmission {
  showId: number;
  standId: number;
  revisionId: number;
  /** IRIs of the revision's files. */
  big: string;
  small: string;
  bigBytes: number;
}

/** The bench's show, stand and submitted revision (see the file's comment). */
async function submitBenchPlans(pool: Pool, baseUrl: string, data: Dataset, created: { showId?: number; standId?: number }): Promise<BenchSubmission> {
  const showId = (await pool.query<{ id: number }>('INSERT INTO shows (name, enabled) VALUES ($1, true) RETURNING id', [NAME])).rows[0].id;
  created.showId = showId;
  const standId = (await pool.query<{ id: number }>("INSERT INTO stands (show_id, name, status) VALUES ($1, $2, 'waitingForPlans') RETURNING id", [showId, NAME])).rows[0].id;
  created.standId = standId;
  await pool.query("INSERT INTO user_stand_roles (user_id, stand_id, standist_role) SELECT id, $2, 'ROLE_STANDIST_EXHIBITOR' FROM users WHERE email = $1", [data.standistLogin, standId]);
  const standist = await login(baseUrl, data.standistLogin, DEMO_PASSWORD);
  const bigPdf = await densePlanPdf();
  const big = await upload(baseUrl, standist, bigPdf, BIG_FILE);
  const small = await upload(baseUrl, standist, await smallPdf(), SMALL_FILE);
  const res = await fetch(`${baseUrl}/backend/stand_messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${standist.token}`, accept: 'application/ld+json', 'content-type': 'application/ld+json' },
    body: JSON.stringify({ stand: `/backend/stands/${standId}`, newStandStatus: 'pendingPlansVerification', message: { content: 'Nos plans (bench).', attachments: [big, small] } }),
  });
  if (res.status !== 201) throw new Error(`submission: HTTP ${res.status} ${await res.text()}`);
  const revision = await pool.query<{ id: number }>('SELECT id FROM plan_revisions WHERE stand_id = $1 AND decision IS NULL', [standId]);
  if (!revision.rowCount) throw new Error('submission: no revision written');
  return { showId, standId, revisionId: revision.rows[0].id, big, small, bigBytes: bigPdf.length };
}

/** Removes the bench's show and everything under it; the files go with the sweep. */
async function removeBenchPlans(pool: Pool, dataDir: string, created: { showId?: number; standId?: number }): Promise<void> {
  if (created.standId !== undefined) {
    const messages = (await pool.query<{ id: number }>('SELECT message_id AS id FROM stand_messages WHERE stand_id = $1', [created.standId])).rows.map((r) => r.id);
    const media = (
      await pool.query<{ id: number }>(
        `SELECT mm.media_id AS id FROM message_media mm
          WHERE mm.message_id = ANY($1::int[])
             OR (mm.message_id IS NULL AND mm.created_by_id IN (SELECT user_id FROM user_stand_roles WHERE stand_id = $2))
                AND mm.media_id IN (SELECT id FROM media WHERE media_file_name IN ($3, $4))`,
        [messages, created.standId, BIG_FILE, SMALL_FILE],
      )
    ).rows.map((r) => r.id);
    // Messages take their stand messages, attachments, revision and marks along.
    await pool.query('DELETE FROM messages WHERE id = ANY($1::int[])', [messages]);
    await pool.query('DELETE FROM message_media WHERE media_id = ANY($1::int[])', [media]);
    await pool.query('DELETE FROM media WHERE id = ANY($1::int[])', [media]);
    await pool.query('DELETE FROM stands WHERE id = $1', [created.standId]);
  }
  if (created.showId !== undefined) await pool.query('DELETE FROM shows WHERE id = $1', [created.showId]);
  await sweepRemovedFiles(pool, localFileStorage(path.join(dataDir, 'files')));
}

/** Undecided revisions of the data set with a file (their stands not the bench's), newest first, one file each. */
async function datasetRevisions(pool: Pool, benchStand: number, limit: number): Promise<Array<{ id: number; media: string; standId: number }>> {
  const { rows } = await pool.query<{ id: number; media: number; stand_id: number }>(
    `SELECT DISTINCT ON (r.id) r.id, mm.id AS media, r.stand_id FROM plan_revisions r
       JOIN stand_messages sm ON sm.id = r.submission_message_id
       JOIN message_media mm ON mm.message_id = sm.message_id AND mm.enabled
      WHERE r.decision IS NULL AND r.stand_id <> $1
      ORDER BY r.id DESC, mm.id LIMIT $2`,
    [benchStand, limit],
  );
  return rows.map((r) => ({ id: r.id, media: `/backend/message_media/${r.media}`, standId: r.stand_id }));
}

/** POSTs of a rectangle on page 1 by `clients` loops for `seconds`; the created ids pushed to `ids`. */
async function markLoad(baseUrl: string, session: Session, targets: Array<{ id: number; media: string }>, clients: number, seconds: number, ids: number[]): Promise<RunStats & { statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json', 'content-type': 'application/ld+json' };
  let n = 0;
  const stats = await timedLoops(clients, seconds, async () => {
    const i = n++;
    const { id: revisionId, media } = targets[i % targets.length];
    const revision = `/backend/plan_revisions/${revisionId}`;
    const x = (i % 40) / 50;
    const y = (Math.floor(i / 40) % 40) / 50;
    const res = await fetch(`${baseUrl}/backend/plan_annotations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision, media, page: 1, kind: 'rectangle', geometry: { x, y, width: 0.05, height: 0.04 }, comment: 'Cote manquante' }),
    });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const body = (await res.json()) as { id?: number };
    if (res.status !== 201 || typeof body.id !== 'number') throw new Error(`HTTP ${res.status}`);
    ids.push(body.id);
  });
  return { ...stats, statuses };
}

/**
 * The floor of a mark's POST, its very statements (server/resources/planAnnotations.ts) straight
 * through `pg`, prepared as the server prepares them: the session lookup, then the one autocommit
 * statement that checks the revision, numbers the mark, inserts it and returns it as the API answers it.
 */
async function markFloor(pool: Pool, session: Session, revisionId: number, mediaId: number, clients: number, seconds: number, ids: number[]): Promise<RunStats> {
  const auth = authStatement(session);
  const geometry = { x: 0.1, y: 0.1, width: 0.05, height: 0.04 };
  const insert = insertMarkSql(session.user, { revisionId, mediaId, page: 1, kind: 'rectangle', geometry, color: undefined, comment: 'Cote manquante' });
  return timedLoops(clients, seconds, async () => {
    await pool.query({ name: SESSION_USER_STATEMENT, text: auth.text, values: auth.values });
    const { rows } = await pool.query<{ id: number }>(insert);
    ids.push(rows[0].id);
  });
}

/**
 * In the page: from the click on the file's 'Voir' to its page 1 canvas first showing the whole
 * page (its low-resolution preview, `data-preview`, or already sharp) and to it painted sharp
 * (`data-rendered`), each then one frame.
 */
function armPaintTimer(args: { button: string; canvas: string }): void {
  // window.performance: the bare name would be compiled to this file's import of node:perf_hooks.
  const w = window as unknown as { __planPaint?: Promise<{ visible: number; sharp: number }>; __planClickedAt?: number };
  window.performance.clearMarks();
  w.__planPaint = new Promise<{ visible: number; sharp: number }>((resolve) => {
    let clickedAt: number | null = null;
    let visible: Promise<number> | null = null;
    const shown = (state: string) => document.querySelector(`canvas[aria-label="${args.canvas}"]${state}`) !== null;
    const observer = new MutationObserver(() => {
      if (clickedAt === null) return;
      const started = clickedAt;
      const frameAfter = () => new Promise<number>((done) => requestAnimationFrame(() => done(window.performance.now() - started)));
      if (!visible && (shown('[data-preview="true"]') || shown('[data-rendered="true"]'))) visible = frameAfter();
      if (visible && shown('[data-rendered="true"]')) {
        observer.disconnect();
        const first = visible;
        void frameAfter().then(async (sharp) => resolve({ visible: await first, sharp }));
      }
    });
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest(`[aria-label="${args.button}"]`)) {
          clickedAt = window.performance.now();
          w.__planClickedAt = clickedAt;
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered', 'data-preview'] });
        }
      },
      { capture: true, once: true },
    );
  });
}

/** The viewer's `planViewer:*` marks (src/features/planReview/timing.ts) of the last open, in ms after the click. */
function marksSinceClick(): Array<{ name: string; ms: number }> {
  const clickedAt = (window as unknown as { __planClickedAt?: number }).__planClickedAt ?? 0;
  return window.performance
    .getEntriesByType('mark')
    .filter((entry) => entry.name.startsWith('planViewer:'))
    .map((entry) => ({ name: entry.name.slice('planViewer:'.length), ms: Math.round(entry.startTime - clickedAt) }));
}

interface PaintFigures {
  /** Click → the whole page first shown (low resolution or sharp). */
  openMs: number[];
  /** Click → the page sharp. */
  sharpMs: number[];
  /** The same (first shown), clicked as soon as the button shows (before the viewer is warmed up). */
  atOnceMs: number[];
  reopenMs: number[];
  warmUpMs: number;
  /** Per fresh open: the viewer's marks after the click. */
  breakdowns: Array<Array<{ name: string; ms: number }>>;
}

async function measurePaint(baseUrl: string, standId: number, progress: (line: string) => void): Promise<PaintFigures> {
  const messages = fr as Record<string, string>;
  const button = messages['standMessages.plans.viewFile'].replace('{name}', BIG_FILE);
  const canvas = `${BIG_FILE}, page 1`;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    // tsx names the functions it compiles with a helper the page does not have (as bench/spa.ts).
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
    await logIn(page, SUPPORT_LOGIN, DEMO_PASSWORD, { preference: 'fr' });
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const open = async (how: 'after a pause' | 'at once' | 'reopen'): Promise<{ visible: number; sharp: number }> => {
      const fresh = how !== 'reopen';
      if (fresh) {
        await page.goto('about:blank');
        await page.goto(`/stands/${standId}`);
      }
      const view = page.getByRole('button', { name: button });
      await view.waitFor();
      if (how === 'after a pause') await page.waitForTimeout(READING_PAUSE_MS);
      await page.evaluate(armPaintTimer, { button, canvas });
      await view.click();
      const timing = page.evaluate(() => (window as unknown as { __planPaint: Promise<{ visible: number; sharp: number }> }).__planPaint);
      const ms = await Promise.race([timing, page.waitForTimeout(PAINT_TIMEOUT_MS).then(() => null)]);
      if (ms === null) {
        // What the page shows instead: its canvases and its dialog's text.
        const seen = await page.evaluate(() => ({
          canvases: [...document.querySelectorAll('canvas')].map((c) => `${c.getAttribute('aria-label')}: ${c.getAttribute('data-rendered')} ${c.width}×${c.height}`),
          dialog: document.querySelector('[role=dialog]')?.textContent?.slice(0, 300) ?? null,
        }));
        throw new Error(`page 1 not painted ${PAINT_TIMEOUT_MS / 1000} s after the click: ${JSON.stringify(seen)}; ${errors.join(' | ')}`);
      }
      if (how === 'after a pause') breakdowns.push(await page.evaluate(marksSinceClick));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      return ms;
    };
    const breakdowns: PaintFigures['breakdowns'] = [];
    progress('plan-review: viewer warm-up open');
    const warmUpMs = (await open('after a pause')).visible;
    breakdowns.length = 0;
    const openMs: number[] = [];
    const sharpMs: number[] = [];
    const atOnceMs: number[] = [];
    const reopenMs: number[] = [];
    for (let run = 0; run < PAINT_RUNS; run++) {
      progress(`plan-review: viewer open ${run + 1} / ${PAINT_RUNS}`);
      const opened = await open('after a pause');
      openMs.push(opened.visible);
      sharpMs.push(opened.sharp);
      reopenMs.push((await open('reopen')).visible);
      atOnceMs.push((await open('at once')).visible);
    }
    for (const [run, marks] of breakdowns.entries()) progress(`plan-review: open ${run + 1}: ${marks.map((m) => `${m.name} ${m.ms}`).join(', ')}`);
    return { openMs, sharpMs, atOnceMs, reopenMs, warmUpMs, breakdowns };
  } finally {
    await browser.close();
  }
}

export async function planReviewRows(
  pool: Pool,
  baseUrl: string,
  dataDir: string,
  data: Dataset,
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown }> {
  const created: { showId?: number; standId?: number } = {};
  const marks: number[] = [];
  // A run stopped half-way leaves its show: removed first.
  for (const { show, stand } of (await pool.query<{ show: number; stand: number | undefined }>('SELECT sh.id AS show, s.id AS stand FROM shows sh LEFT JOIN stands s ON s.show_id = sh.id WHERE sh.name = $1', [NAME])).rows) {
    await removeBenchPlans(pool, dataDir, { showId: show, standId: stand ?? undefined });
  }
  try {
    progress(`plan-review: a ${PLAN_PAGES}-page A1 plan drawn and submitted on a bench stand`);
    const t0 = performance.now();
    const bench = await submitBenchPlans(pool, baseUrl, data, created);
    const submitSeconds = (performance.now() - t0) / 1000;
    const support = await login(baseUrl, SUPPORT_LOGIN, DEMO_PASSWORD);

    // A mark saved, 16 clients, beside its floor.
    const found = await datasetRevisions(pool, bench.standId, MARK_CLIENTS);
    const existing = found[0] ?? null;
    const target = existing ?? { id: bench.revisionId, media: bench.small, standId: bench.standId };
    const mediaId = Number(target.media.split('/').pop());
    progress(`plan-review: marks on revision #${target.id} (${existing ? 'of the data set' : "the bench's"}), warm-up 3 s, then API ${seconds} s and floor ${seconds} s at ${MARK_CLIENTS} clients`);
    await markLoad(baseUrl, support, [target], MARK_CLIENTS, 3, marks);
    const api = await markLoad(baseUrl, support, [target], MARK_CLIENTS, seconds, marks);
    const floor = await markFloor(pool, support, target.id, mediaId, MARK_CLIENTS, seconds, marks);
    // One client: the request's own time, without the queue 16 make on 2 cores.
    const single = await markLoad(baseUrl, support, [target], 1, seconds, marks);
    const singleFloor = await markFloor(pool, support, target.id, mediaId, 1, seconds, marks);
    const marksOnRevision = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM plan_annotations WHERE revision_id = $1', [target.id])).rows[0].n;
    await pool.query('DELETE FROM plan_annotations WHERE id = ANY($1::int[])', [marks]);
    // The same 16 clients, each on a revision of its own (16 reviewers on 16 stands): no shared lock.
    const spread = found.length >= MARK_CLIENTS ? found : null;
    let spreadApi: Awaited<ReturnType<typeof markLoad>> | null = null;
    if (spread) {
      progress(`plan-review: marks on ${spread.length} revisions, ${seconds} s`);
      spreadApi = await markLoad(baseUrl, support, spread, MARK_CLIENTS, seconds, marks);
      await pool.query('DELETE FROM plan_annotations WHERE id = ANY($1::int[])', [marks]);
    }
    const written = marks.length;
    marks.length = 0;

    // The first page painted.
    progress('plan-review: the viewer, headless Chromium as support');
    // The browser's login gives the account a language preference (bench/spa.ts's helper): put back after.
    const before = (await pool.query<{ language_preference: string | null; updated_at: Date }>('SELECT language_preference, updated_at FROM users WHERE email = $1', [SUPPORT_LOGIN])).rows[0];
    const paint = await measurePaint(baseUrl, bench.standId, progress).finally(() =>
      pool.query('UPDATE users SET language_preference = $2, updated_at = $3 WHERE email = $1', [SUPPORT_LOGIN, before.language_preference, before.updated_at]),
    );
    const openMedian = median(paint.openMs);
    const openP95 = p95Of(paint.openMs);
    const p95Ratio = api.p95 / floor.p95;
    const rows: Row[] = [
      {
        measure: 'a mark saved (POST /backend/plan_annotations)',
        clients: MARK_CLIENTS,
        p50: api.p50,
        p95: api.p95,
        p99: api.p99,
        rate: api.perSecond,
        floorP50: floor.p50,
        floorP95: floor.p95,
        floorP99: floor.p99,
        floorRate: floor.perSecond,
        p95Ratio,
        rateRatio: api.perSecond / floor.perSecond,
        target: 'p95 ≤ 100 ms',
        pass: api.p95 <= 100 && api.errors === 0,
        note: `as support, a rectangle on page 1 of revision #${target.id} (${existing ? 'an undecided one of the data set' : "the bench's"}), numbered under the revision's lock; ${api.requests.toLocaleString('en-US')} saved${api.errors ? `, ${api.errors} errors ${JSON.stringify(api.statuses)}` : ''}; ${marksOnRevision.toLocaleString('en-US')} marks on it at the end; floor: session lookup, the one statement that checks, numbers and inserts`,
      },
      {
        measure: '  the same, 1 client',
        clients: 1,
        p50: single.p50,
        p95: single.p95,
        p99: single.p99,
        rate: single.perSecond,
        floorP50: singleFloor.p50,
        floorP95: singleFloor.p95,
        floorP99: singleFloor.p99,
        floorRate: singleFloor.perSecond,
        p95Ratio: single.p95 / singleFloor.p95,
        rateRatio: single.perSecond / singleFloor.perSecond,
        target: '',
        pass: null,
        note: `${single.requests.toLocaleString('en-US')} saved${single.errors ? `, ${single.errors} errors` : ''}`,
      },
      ...(spreadApi
        ? [
            {
              measure: '  the same, each client on its own revision',
              clients: MARK_CLIENTS,
              p50: spreadApi.p50,
              p95: spreadApi.p95,
              p99: spreadApi.p99,
              rate: spreadApi.perSecond,
              target: 'p95 ≤ 100 ms',
              pass: spreadApi.p95 <= 100 && spreadApi.errors === 0,
              note: `${MARK_CLIENTS} undecided revisions of the data set (16 reviewers on 16 stands: no lock shared); ${spreadApi.requests.toLocaleString('en-US')} saved${spreadApi.errors ? `, ${spreadApi.errors} errors ${JSON.stringify(spreadApi.statuses)}` : ''}`,
            } satisfies Row,
          ]
        : []),
      {
        measure: `first page of a ${PLAN_PAGES}-page A1 PDF painted`,
        p50: openMedian,
        p95: openP95,
        rate: `${(bench.bigBytes / 1024 / 1024).toFixed(1)} MB`,
        target: '≤ 1000 ms (median)',
        pass: openMedian <= 1000,
        note: `click on 'Voir' ${READING_PAUSE_MS / 1000} s after it shows (a person finding it; the viewer and PDF.js warm up meanwhile) → page 1 first shown whole on its canvas (its low-resolution preview, data-preview, or sharp, data-rendered), stand page freshly loaded each run (HTTP cache warm), file fetched and parsed each time; median of ${PAINT_RUNS}, runs ${paint.openMs.map((v) => v.toFixed(0)).join(', ')} ms (warm-up ${paint.warmUpMs.toFixed(0)}); ${LINES_PER_PAGE.toLocaleString('en-US')} lines + ${LABELS_PER_PAGE} labels a page`,
      },
      {
        measure: '  the same page painted sharp',
        p50: median(paint.sharpMs),
        p95: p95Of(paint.sharpMs),
        target: '',
        pass: null,
        note: `click → data-rendered="true" (full resolution); runs ${paint.sharpMs.map((v) => v.toFixed(0)).join(', ')} ms`,
      },
      {
        measure: "  clicked as soon as 'Voir' shows",
        p50: median(paint.atOnceMs),
        p95: p95Of(paint.atOnceMs),
        target: '',
        pass: null,
        note: `the viewer's chunk, PDF.js and its worker not yet warmed up; runs ${paint.atOnceMs.map((v) => v.toFixed(0)).join(', ')} ms`,
      },
      {
        measure: '  reopened in the same page (already parsed)',
        p50: median(paint.reopenMs),
        p95: p95Of(paint.reopenMs),
        target: '',
        pass: null,
        note: `runs ${paint.reopenMs.map((v) => v.toFixed(0)).join(', ')} ms`,
      },
    ];
    return {
      rows,
      results: { revision: target, fromDataset: Boolean(existing), spreadRevisions: spread?.map((r) => r.id) ?? null, spreadApi, single, singleFloor, submitSeconds, marksWritten: written, marksOnRevision, api, floor, pdfBytes: bench.bigBytes, paint: { ...paint, median: openMedian, p95: openP95 } },
    };
  } finally {
    if (marks.length) await pool.query('DELETE FROM plan_annotations WHERE id = ANY($1::int[])', [marks]);
    await removeBenchPlans(pool, dataDir, created);
  }
}
