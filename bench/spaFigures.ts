import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './stats';

export interface SpaFigures {
  firstLoadJsGzipBytes: number;
  listPaintMs: number[];
  filterPaintMs: number[];
  listPaintMedian: number;
  filterPaintMedian: number;
  /** The stand dashboard (issue 9), when asked. */
  dashboardPaintMs?: number[];
  dashboardPaintMedian?: number;
  dashboardRequests?: string[];
  /** The same full navigations from another site (a new renderer process), for comparison. */
  listPaintNewProcessMs?: number[];
  dashboardPaintNewProcessMs?: number[];
  /** Issue 20: stand list → stand painted, stand → list painted, login → landing painted (per account); p95 read on them. */
  listToStandMs?: number[];
  standToListMs?: number[];
  loginLanding?: Array<{ user: string; landing: string; ms: number[] }>;
}

type MeasureSpa = (options: {
  baseUrl: string;
  login: { username: string; password: string };
  showId: number;
  dashboardStandId?: number;
  dashboardMessages?: number;
  dashboardOnly?: boolean;
  loginUsers?: string[];
  onProgress?: (step: string) => void;
}) => Promise<{
  firstLoadJsGzipBytes: number;
  listPaintMs: number[];
  filterPaintMs: number[];
  dashboardPaintMs?: number[];
  dashboardRequests?: string[];
  listPaintNewProcessMs?: number[];
  dashboardPaintNewProcessMs?: number[];
  listToStandMs?: number[];
  standToListMs?: number[];
  loginLanding?: Array<{ user: string; landing: string; ms: number[] }>;
}>;

/**
 * The SPA figures from bench/spa.ts (headless Chromium), when that file exists; else the reason
 * why not. Given up after `timeoutSeconds` (a browser waiting for a screen that never comes).
 */
export async function spaFigures(options: Parameters<MeasureSpa>[0], timeoutSeconds: number): Promise<SpaFigures | { error: string }> {
  const file = ['spa.ts', 'spa.js'].map((f) => path.join(__dirname, f)).find((f) => fs.existsSync(f));
  if (!file) return { error: 'bench/spa.ts not there' };
  try {
    // Written separately (headless Chromium): loaded only when present.
    const mod = (await import(pathToFileURL(file).href)) as { measureSpa?: MeasureSpa };
    if (typeof mod.measureSpa !== 'function') return { error: 'bench/spa.ts exports no measureSpa' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result after ${timeoutSeconds} s`)), timeoutSeconds * 1000);
    });
    const r = await Promise.race([mod.measureSpa(options), timeout]).finally(() => clearTimeout(timer));
    return {
      ...r,
      listPaintMedian: median(r.listPaintMs),
      filterPaintMedian: median(r.filterPaintMs),
      ...(r.dashboardPaintMs ? { dashboardPaintMedian: median(r.dashboardPaintMs) } : {}),
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  }
}
