/**
 * Throwaway-grade tool: generates ~100k stands over 200 shows in a scratch
 * embedded PostgreSQL (or DATABASE_URL) and prints EXPLAIN ANALYZE of the
 * stand list queries the API builds, to check that every filter and sort of
 * a show's list reads that show's stands only. Not part of the app.
 *
 *   npx tsx server/tools/explainStands.ts [dataDir]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@/domain/roles';
import type { AuthUser } from '../auth/user';
import { migrate } from '../db/migrate';
import { createPool, type Pool } from '../db/pool';
import { ensureReferenceData } from '../db/referenceData';
import { buildListSql } from '../hydra/statements';
import { stands } from '../resources/stands';

async function generate(pool: Pool): Promise<void> {
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM stands');
  if (rows[0].n >= 100_000) return;
  console.log('generating 100k stands…');
  const t0 = Date.now();
  await pool.query(`INSERT INTO shows (name) SELECT 'Show ' || g FROM generate_series(1, 200) g`);
  await pool.query(`INSERT INTO layout_types (label, color) VALUES ('Cloison', '#1e88e5'), ('Réserve', '#8e24aa'), ('Mezzanine', '#f4511e')`);
  // Show 1 is big (5 000 stands), the other 199 share 95 000.
  await pool.query(`
    INSERT INTO stands (show_id, name, hall, aisle, number, stand_type, surface, status, un_seen, treated,
      nb_in_progress_reports, nb_closed_reports, updated_at, documents_updated_at, stand_document_status_id,
      documents_treated, un_seen_documents)
    SELECT CASE WHEN g <= 5000 THEN 1 ELSE 2 + (g % 199) END,
      (ARRAY['Atelier','Maison','Comptoir','Domaine','Studio','Galerie'])[1 + g % 6] || ' ' || md5(g::text)::varchar(8),
      'Hall ' || (1 + g % 6), chr(65 + g % 12), (100 + g % 900)::text,
      (ARRAY['Stand nu','Stand équipé','Îlot','Angle'])[1 + g % 4],
      CASE WHEN g % 3 = 0 THEN (9 + g % 300)::text || ',5' ELSE (9 + g % 300)::text END,
      (ARRAY['waitingForPlans','pendingPlansVerification','pendingPlansConfirmation','validatedPlans'])[1 + g % 4],
      g % 10 = 0, g % 7 <> 0, CASE WHEN g % 9 = 0 THEN 1 + g % 3 ELSE 0 END, CASE WHEN g % 11 = 0 THEN 1 ELSE 0 END,
      timestamptz '2026-01-01' + (g % 10000) * interval '7 minutes',
      CASE WHEN g % 2 = 0 THEN timestamptz '2026-01-01' + (g % 5000) * interval '11 minutes' END,
      1 + g % 6, g % 13 <> 0, g % 17 = 0
    FROM generate_series(1, 100000) g`);
  await pool.query(`
    INSERT INTO users (email, username, first_name, last_name, company, role_id)
    SELECT 'u' || g || '@example.test', 'u' || g || '@example.test',
      (ARRAY['Jean','Marie','Paul','Léa','Hugo'])[1 + g % 5], (ARRAY['Dupont','Martin','Bernard','Petit','Durand','Moreau'])[1 + g % 6] || g,
      'Société ' || g, (SELECT id FROM roles WHERE reference = 'ROLE_STANDIST')
    FROM generate_series(1, 20000) g`);
  await pool.query(`
    INSERT INTO user_stand_roles (user_id, stand_id, standist_role)
    SELECT u.id, s.id, 'ROLE_STANDIST_EXHIBITOR'
    FROM stands s JOIN users u ON u.email = 'u' || (1 + s.id % 20000) || '@example.test'`);
  await pool.query(`INSERT INTO stand_layouts (stand_id, layout_type_id) SELECT id, 1 + id % 3 FROM stands WHERE id % 4 = 0`);
  await pool.query(`INSERT INTO stand_security_instructions (stand_id) SELECT id FROM stands WHERE id % 5 = 0`);
  await pool.query(`INSERT INTO user_shows (user_id, show_id) VALUES ((SELECT id FROM users ORDER BY id LIMIT 1), 1)`);
  await pool.query('VACUUM ANALYZE');
  console.log(`generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const QUERIES = [
  '',
  'order[surface]=desc',
  'order[updatedAt]=desc&status=validatedPlans',
  'order[layouts]=asc',
  'order[status]=asc',
  'order[number]=desc',
  'order[nbInProgressReports]=desc',
  'order[documentsUpdatedAt]=desc',
  'unSeen=true',
  'treated=false',
  'documentsTreated=false&unSeenDocuments=true',
  'exists[standSecurityInstruction]=false',
  'exists[standSecurityInstruction]=true',
  'nbInProgressReports[gt]=0',
  'nbClosedReports[gt]=0&order[name]=desc',
  'surface[gte]=50&surface[lte]=100',
  'surface[gte]=250&order[surface]=asc',
  'updatedAt[after]=2026-01-10&updatedAt[before]=2026-01-10 23:59:59',
  'documentsUpdatedAt[after]=2026-01-05',
  'standDocumentStatus.reference=TO_CHECK',
  'status[]=waitingForPlans&status[]=pendingPlansVerification&order[hall]=asc',
  'search=dupont1',
  'search=atelier',
  'search=hall 3 angle',
  'page=40',
];

function summarize(plan: Record<string, unknown>, depth = 0, out: string[] = []): string[] {
  const p = plan as Record<string, unknown> & { Plans?: Array<Record<string, unknown>> };
  const parts = [`${'  '.repeat(depth)}${p['Node Type']}`];
  if (p['Index Name']) parts.push(`on ${p['Index Name']}`);
  if (p['Relation Name'] && !p['Index Name']) parts.push(`on ${p['Relation Name']}`);
  if (p['Index Cond']) parts.push(`cond ${p['Index Cond']}`);
  if (p['Recheck Cond']) parts.push(`recheck ${p['Recheck Cond']}`);
  parts.push(`rows=${p['Actual Rows']}`);
  if (p['Rows Removed by Filter']) parts.push(`removed=${p['Rows Removed by Filter']}`);
  out.push(parts.join(' '));
  for (const child of p.Plans ?? []) summarize(child, depth + 1, out);
  return out;
}

async function explain(pool: Pool, user: AuthUser, query: string, verbose: boolean) {
  const { count: countQuery, list: listQuery } = buildListSql(stands, user, `/backend/stands?${query}`);
  const run = async (sql: string, values: unknown[]) => {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, values);
    const root = rows[0]['QUERY PLAN'][0];
    return { ms: root['Execution Time'] as number, lines: summarize(root.Plan) };
  };
  const list = await run(listQuery.text, listQuery.values);
  const count = await run(countQuery.text, countQuery.values);
  console.log(`\n### ${query || '(default: order by name)'} — list ${list.ms.toFixed(2)} ms, count ${count.ms.toFixed(2)} ms`);
  if (verbose) {
    console.log(list.lines.filter((l) => /stands|Limit|Sort|Bitmap|Index/.test(l)).slice(0, 8).join('\n'));
    console.log('count:', count.lines.slice(0, 4).map((l) => l.trim()).join(' | '));
  }
}

async function main(): Promise<void> {
  const dataDir = process.argv[2] ?? path.join(os.tmpdir(), 'stands-explain');
  let url = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  if (!url) {
    const { startEmbeddedPostgres } = await import('../db/embedded');
    fs.mkdirSync(dataDir, { recursive: true });
    const db = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), durable: false });
    url = db.url;
    stop = db.stop;
  }
  const pool = createPool(url);
  try {
    await migrate(pool);
    await ensureReferenceData(pool);
    await generate(pool);
    const admin: AuthUser = { id: 1, username: 'a', email: 'a', roles: [ROLES.SUPER_ADMIN] };
    const organizer: AuthUser = { id: 1, username: 'o', email: 'o', roles: [ROLES.ORGANIZER] };
    const standist: AuthUser = { id: 1, username: 's', email: 's', roles: [ROLES.STANDIST] };
    for (const show of [1, 50]) {
      console.log(`\n======== show ${show} (${show === 1 ? '5 000' : '~480'} stands of 100 000), as admin`);
      for (const q of QUERIES) await explain(pool, admin, `show=${show}${q ? `&${q}` : ''}`, true);
    }
    console.log('\n======== scopes');
    await explain(pool, organizer, 'show=1', true);
    await explain(pool, organizer, '', true);
    await explain(pool, standist, '', true);
  } finally {
    await pool.end();
    if (stop) await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
