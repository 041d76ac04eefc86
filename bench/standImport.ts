/**
 * The stand import of 10 000 stands (issue 11, "Speed": analysis and apply ≤ 5 s together), as
 * admin through the API: upload the CSV (French: `;`, comma decimals, a BOM), POST the analysis,
 * PATCH the apply. Each run imports into a new show of its own (so all 10 000 stands are new);
 * then the same file again over the last one (10 000 unchanged: the idempotent re-import). The
 * bench's shows, stands, imports and uploads are deleted afterwards: the data set stays as it was.
 */
import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import type { Session } from './accounts';
import type { Row } from './table';

const RUNS = 3;
export const IMPORT_STANDS = 10_000;
export const IMPORT_TARGET_MS = 5_000;

const TYPES = ['Stand nu', 'Stand équipé', 'Îlot', 'Angle'];

/** 10 000 stands over 10 halls, 26 aisles, the way an organizer's spreadsheet writes them. */
export function benchImportCsv(count = IMPORT_STANDS): Buffer {
  const lines = ['Hall;Allée;Numéro;Enseigne;Surface (m²);Type de stand'];
  for (let i = 0; i < count; i++) {
    const hall = `Hall ${1 + (i % 10)}`;
    const aisle = String.fromCharCode(65 + (Math.floor(i / 10) % 26));
    const number = String(1 + Math.floor(i / 260)).padStart(3, '0');
    const surface = `${9 + (i % 40)},${(i * 7) % 10}`;
    lines.push(`${hall};${aisle};${number};Exposant n°${i + 1} – Maison Dupré;${surface};${TYPES[i % TYPES.length]}`);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function standImportRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  const csv = benchImportCsv();
  const auth = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
  const json = { ...auth, 'content-type': 'application/ld+json' };
  const shows: number[] = [];
  const times = { upload: [] as number[], analyse: [] as number[], apply: [] as number[], together: [] as number[] };
  const results: unknown[] = [];
  const timed = async <T>(what: string, call: () => Promise<Response>): Promise<{ ms: number; body: T }> => {
    const started = performance.now();
    const res = await call();
    const body = (await res.json()) as T;
    const ms = performance.now() - started;
    if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    return { ms, body };
  };
  const runOnce = async (showId: number) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench-stands.csv');
    const upload = await timed<{ '@id': string }>('upload', () => fetch(`${baseUrl}/backend/stand_import_files`, { method: 'POST', headers: auth, body: form }));
    const analyse = await timed<{ '@id': string; stats: { stands: Record<string, number> } }>('analyse', () =>
      fetch(`${baseUrl}/backend/stand_imports`, { method: 'POST', headers: json, body: JSON.stringify({ standImportFile: upload.body['@id'], show: `/backend/shows/${showId}` }) }),
    );
    const apply = await timed<{ stats: { stands: Record<string, number> } }>('apply', () =>
      fetch(`${baseUrl}${analyse.body['@id']}`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ status: 2, notifyUsers: false }),
      }),
    );
    return { upload: upload.ms, analyse: analyse.ms, apply: apply.ms, stats: apply.body.stats.stands };
  };
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { rows } = await pool.query(`INSERT INTO shows (name, enabled) VALUES ($1, true) RETURNING id`, [`Bench import ${Date.now()}-${run}`]);
      shows.push(rows[0].id);
      progress(`stand import of ${IMPORT_STANDS} stands into show #${rows[0].id}, run ${run}/${RUNS}`);
      const r = await runOnce(rows[0].id);
      times.upload.push(r.upload);
      times.analyse.push(r.analyse);
      times.apply.push(r.apply);
      times.together.push(r.analyse + r.apply);
      results.push({ run, ...r });
      progress(`  upload ${Math.round(r.upload)} ms, analyse ${Math.round(r.analyse)} ms, apply ${Math.round(r.apply)} ms`);
    }
    progress('stand import: the same file again (all unchanged)');
    const again = await runOnce(shows[shows.length - 1]);
    results.push({ reimport: true, ...again });
    progress(`  analyse ${Math.round(again.analyse)} ms, apply ${Math.round(again.apply)} ms: new ${again.stats.new}, changed ${again.stats.changed}`);
    const rate = (ms: number) => `${Math.round(IMPORT_STANDS / (ms / 1000)).toLocaleString('en-US')} stands/s`;
    const together = median(times.together);
    return {
      results,
      rows: [
        { measure: `upload ${(csv.length / 1024 / 1024).toFixed(1)} MB CSV`, p50: median(times.upload), target: 'info', pass: null },
        { measure: `analyse ${IMPORT_STANDS.toLocaleString('en-US')} new stands`, p50: median(times.analyse), rate: rate(median(times.analyse)), target: 'info', pass: null },
        { measure: `apply ${IMPORT_STANDS.toLocaleString('en-US')} new stands`, p50: median(times.apply), rate: rate(median(times.apply)), target: 'info', pass: null },
        {
          measure: 'analyse + apply together',
          p50: together,
          rate: rate(together),
          target: `≤ ${IMPORT_TARGET_MS} ms`,
          pass: together <= IMPORT_TARGET_MS,
          note: `max of ${RUNS} runs ${Math.round(Math.max(...times.together))} ms`,
        },
        {
          measure: 're-import, all unchanged (analyse + apply)',
          p50: again.analyse + again.apply,
          target: `≤ ${IMPORT_TARGET_MS} ms`,
          pass: again.analyse + again.apply <= IMPORT_TARGET_MS && again.stats.new === 0 && again.stats.changed === 0,
          note: `new ${again.stats.new}, changed ${again.stats.changed}`,
        },
      ],
    };
  } finally {
    await pool.query(
      `DELETE FROM media WHERE id IN (SELECT f.media_id FROM stand_import_files f JOIN stand_imports i ON i.stand_import_file_id = f.id WHERE i.show_id = ANY($1::int[]))`,
      [shows],
    );
    await pool.query('DELETE FROM shows WHERE id = ANY($1::int[])', [shows]);
  }
}
