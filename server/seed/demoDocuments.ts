/**
 * Demo stand documents (issue 22): on the demo show (documents function on), about thirty stands
 * with deposited documents in every status — the demo exhibitor's stand first — each with its
 * short thread: the exhibitor's deposit, sometimes a question of the staff and its answer, the
 * reviewers' status steps (the same bilingual message the API writes), one withdrawn document.
 * Real small PDF and PNG files go through the storage service, so the downloads and the zip work.
 * Then every stand of the show gets the stand-level status of its documents
 * (src/domain/standDocumentStatus.ts) and matching flags: NOT_RECEIVED and nothing to see without
 * any. Deterministic (a seeded PRNG; dates before `now`).
 */
import type { PoolClient } from 'pg';
import type { StandDocumentMediaStatusReference } from '@/domain/api';
import { standDocumentStatus, standDocumentStatusId } from '@/domain/standDocumentStatus';
import { standDocumentStatusMessage } from '../services/standDocuments';
import { storeFile, type FileStorage } from '../services/storage';
import { planPdf } from './demoMessages';
import { solidPng } from './png';
import { prng } from './prng';

export const DEMO_DOCUMENT_STANDS = 30;
const HOUR = 3600_000;
const EXHIBITOR_ROLE = 'ROLE_STANDIST_EXHIBITOR';

/** The statuses of each stand's documents, in turn: every status, alone and mixed. */
const PATTERNS: ReadonlyArray<readonly StandDocumentMediaStatusReference[]> = [
  ['TO_CHECK', 'TO_CHECK'],
  ['CHECKED', 'CHECKED'],
  ['REFUSED', 'CHECKED'],
  ['PENDING_INFORMATIONS'],
  ['CHECKED_WITH_OPTION', 'CHECKED'],
  ['TO_CHECK', 'CHECKED', 'CHECKED_WITH_OPTION'],
  ['REFUSED'],
  ['CHECKED'],
];

const DOCUMENTS = [
  { name: 'plan-technique', title: 'Plan technique', lines: ['Cloisons : 2,50 m', 'Reserve : 4 m2'] },
  { name: 'note-de-calcul', title: 'Note de calcul structure', lines: ['Charge au sol : 250 kg/m2', 'Portee maximale : 6 m'] },
  { name: 'pv-reaction-au-feu', title: 'PV de reaction au feu', lines: ['Classement M1', 'Materiaux : bois ignifuge'] },
  { name: 'schema-electrique', title: 'Schema electrique', lines: ['Puissance : 6 kW', 'Coffret : allee B'] },
];

interface StandRow {
  id: number;
  name: string;
  number: string;
  exhibitor_id: number;
}

async function message(client: PoolClient, o: { standId: number; authorId: number; standRole: string | null; content: string; at: Date; document?: number; status?: string }): Promise<number> {
  const { rows } = await client.query(
    'INSERT INTO messages (content, created_by_id, created_by_stand_role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
    [o.content, o.authorId, o.standRole, o.at],
  );
  const thread = await client.query(
    `INSERT INTO stand_document_messages (stand_id, message_id, stand_document_media_id, new_stand_document_media_status, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [o.standId, rows[0].id, o.document ?? null, o.status ?? null, o.at],
  );
  return thread.rows[0].id;
}

export async function seedDemoDocuments(
  client: PoolClient,
  files: FileStorage,
  options: { showId: number; accounts: ReadonlyMap<string, number>; now?: Date },
): Promise<void> {
  const rand = prng(2222);
  const now = options.now ?? new Date();
  const staff = [options.accounts.get('support@demo.test')!, options.accounts.get('admin@demo.test')!, options.accounts.get('organizer@demo.test')!];
  const stands = (
    await client.query<StandRow>(
      `SELECT s.id, s.name, s.number, usr.user_id AS exhibitor_id FROM stands s
         JOIN LATERAL (SELECT x.user_id FROM user_stand_roles x WHERE x.stand_id = s.id AND x.standist_role = $2 ORDER BY x.id LIMIT 1) usr ON true
        WHERE s.show_id = $1 ORDER BY s.id`,
      [options.showId, EXHIBITOR_ROLE],
    )
  ).rows;
  const exhibitorId = options.accounts.get('exhibitor@demo.test');
  // The demo exhibitor's stand (one checked document: their own deposit comes on top), then every other stand or so.
  const own = stands.find((s) => s.exhibitor_id === exhibitorId);
  const chosen: Array<{ stand: StandRow; statuses: readonly StandDocumentMediaStatusReference[] }> = own ? [{ stand: own, statuses: ['CHECKED'] }] : [];
  for (const stand of stands) {
    if (chosen.length >= DEMO_DOCUMENT_STANDS) break;
    if (stand !== own && rand.chance(0.5)) chosen.push({ stand, statuses: PATTERNS[chosen.length % PATTERNS.length] });
  }

  for (const [index, { stand, statuses }] of chosen.entries()) {
    let at = new Date(now.getTime() - (chosen.length - index) * 9 * HOUR - rand.int(1, 8) * HOUR);
    const documents: Array<{ id: number; name: string }> = [];
    const depositId = await message(client, { standId: stand.id, authorId: stand.exhibitor_id, standRole: EXHIBITOR_ROLE, content: 'Bonjour, voici nos documents techniques pour validation.', at });
    for (const [i] of statuses.entries()) {
      const png = i === 1 && rand.chance(0.4);
      const kind = DOCUMENTS[(index + i) % DOCUMENTS.length];
      const name = png ? `vue-3d-${stand.number}.png` : `${kind.name}-${stand.number}.pdf`;
      const bytes = png ? solidPng([rand.int(40, 200), rand.int(40, 200), rand.int(40, 200)], 64) : planPdf(`${kind.title} - ${stand.name} (${stand.number})`, kind.lines);
      const storageName = await storeFile(files, bytes, png ? '.png' : '.pdf');
      const media = await client.query(
        `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id, created_at)
         VALUES ('standDocument', $1, $2, $3, $4, $5, $6) RETURNING id`,
        [name, storageName, png ? 'image/png' : 'application/pdf', bytes.length, stand.exhibitor_id, at],
      );
      const document = await client.query(
        `INSERT INTO stand_document_media (stand_id, media_id, created_by_id, stand_document_message_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
        [stand.id, media.rows[0].id, stand.exhibitor_id, depositId, at],
      );
      documents.push({ id: document.rows[0].id, name });
    }
    let lastByStandist = true;
    if (statuses.includes('PENDING_INFORMATIONS') || rand.chance(0.3)) {
      at = new Date(at.getTime() + rand.int(2, 20) * HOUR);
      await message(client, { standId: stand.id, authorId: rand.pick(staff), standRole: null, content: 'Merci de préciser la hauteur des cloisons et le classement au feu des matériaux.', at });
      lastByStandist = false;
    }
    for (const [i, status] of statuses.entries()) {
      if (status === 'TO_CHECK') continue;
      at = new Date(at.getTime() + rand.int(1, 6) * HOUR);
      await message(client, { standId: stand.id, authorId: rand.pick(staff), standRole: null, content: standDocumentStatusMessage(documents[i].name, status), at, document: documents[i].id, status });
      await client.query('UPDATE stand_document_media SET status = $2, updated_at = $3 WHERE id = $1', [documents[i].id, status, at]);
      lastByStandist = false;
    }
    if (statuses.includes('REFUSED') && rand.chance(0.5)) {
      at = new Date(at.getTime() + rand.int(1, 12) * HOUR);
      await message(client, { standId: stand.id, authorId: stand.exhibitor_id, standRole: EXHIBITOR_ROLE, content: 'Bien noté, nous renvoyons une version corrigée.', at });
      lastByStandist = true;
    }
    // One withdrawn document, as a reviewer would remove a file sent by mistake.
    if (index === 5) await client.query('UPDATE stand_document_media SET enabled = false, updated_at = $2 WHERE id = $1', [documents[documents.length - 1].id, at]);
    await client.query('UPDATE stands SET un_seen_documents = $2, documents_treated = $3, documents_updated_at = $4 WHERE id = $1', [stand.id, lastByStandist, !lastByStandist, at]);
  }

  // Every stand of the show: the status of its documents; those without any have nothing to see.
  const { rows } = await client.query<{ id: number; statuses: StandDocumentMediaStatusReference[] }>(
    `SELECT s.id, coalesce(array_agg(d.status) FILTER (WHERE d.id IS NOT NULL), '{}') AS statuses FROM stands s
       LEFT JOIN stand_document_media d ON d.stand_id = s.id AND d.enabled AND d.stand_document_message_id IS NOT NULL
      WHERE s.show_id = $1 GROUP BY s.id`,
    [options.showId],
  );
  await client.query(
    `UPDATE stands s SET stand_document_status_id = r.status,
       un_seen_documents = CASE WHEN r.status = 1 THEN false ELSE s.un_seen_documents END,
       documents_treated = CASE WHEN r.status = 1 THEN true ELSE s.documents_treated END,
       documents_updated_at = CASE WHEN r.status = 1 THEN NULL ELSE s.documents_updated_at END
     FROM unnest($1::int[], $2::int[]) AS r(id, status) WHERE s.id = r.id`,
    [rows.map((r) => r.id), rows.map((r) => standDocumentStatusId(standDocumentStatus(r.statuses)))],
  );
}
