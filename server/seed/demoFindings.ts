/**
 * Demo findings with photos (issue 9, item 5): small generated PNGs (./png.ts) on a few findings of
 * the demo show, and findings of their own on the exhibitor's stand (one in progress with two
 * photos, one closed with one) and on the agency's first stand, so that every demo role has a
 * finding with photos to open and a PDF to download. The stands' counters follow.
 */
import type { PoolClient } from 'pg';
import { storeFile, type FileStorage } from '../services/storage';
import { solidPng } from './png';

const COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [211, 47, 47],
  [30, 136, 229],
  [67, 160, 71],
  [251, 140, 0],
  [142, 36, 170],
  [0, 137, 123],
];

async function addPhoto(client: PoolClient, files: FileStorage, reportId: number, fileName: string, colour: readonly [number, number, number]) {
  const bytes = solidPng(colour, 64);
  const storageName = await storeFile(files, bytes, '.png');
  const { rows } = await client.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('reportPhoto', $1, $2, 'image/png', $3) RETURNING id`,
    [fileName, storageName, bytes.length],
  );
  await client.query('INSERT INTO report_media (report_id, media_id) VALUES ($1, $2)', [reportId, rows[0].id]);
}

async function addFinding(
  client: PoolClient,
  standId: number,
  authorId: number,
  finding: { name: string; comment: string; closed: boolean; createdAt: string; closedAt?: string },
): Promise<number> {
  const { rows } = await client.query(
    `INSERT INTO reports (stand_id, name, comment, status, created_by_id, created_at, updated_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, coalesce($7::timestamptz, $6::timestamptz), $7::timestamptz) RETURNING id`,
    [standId, finding.name, finding.comment, finding.closed ? 'closed' : 'in_progress', authorId, finding.createdAt, finding.closed ? finding.closedAt : null],
  );
  await client.query(
    'UPDATE stands SET nb_in_progress_reports = nb_in_progress_reports + $2, nb_closed_reports = nb_closed_reports + $3 WHERE id = $1',
    [standId, finding.closed ? 0 : 1, finding.closed ? 1 : 0],
  );
  return rows[0].id;
}

/** The first stand (by id) a demo standist account holds a role on. */
async function standOf(client: PoolClient, email: string): Promise<number> {
  const { rows } = await client.query(
    `SELECT usr.stand_id FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE u.email = $1 ORDER BY usr.stand_id LIMIT 1`,
    [email],
  );
  return rows[0].stand_id;
}

export async function seedDemoFindingPhotos(client: PoolClient, files: FileStorage, options: { showId: number; authorId: number }): Promise<void> {
  const { showId, authorId } = options;
  const exhibitorStand = await standOf(client, 'exhibitor@demo.test');
  const open = await addFinding(client, exhibitorStand, authorId, {
    name: 'Extincteur absent',
    comment: 'Aucun extincteur visible sur le stand : prévoir un extincteur à eau pulvérisée de 6 L près de la réserve.',
    closed: false,
    createdAt: '2026-11-18T09:30:00Z',
  });
  await addPhoto(client, files, open, 'reserve-cote-allee.png', COLOURS[0]);
  await addPhoto(client, files, open, 'angle-nord.png', COLOURS[1]);
  const closed = await addFinding(client, exhibitorStand, authorId, {
    name: 'Câbles au sol',
    comment: 'Des câbles électriques traversaient l’allée sans protection ; passe-câbles posés le jour même.',
    closed: true,
    createdAt: '2026-11-16T14:00:00Z',
    closedAt: '2026-11-17T08:15:00Z',
  });
  await addPhoto(client, files, closed, 'passe-cables.png', COLOURS[2]);

  const agencyStand = await standOf(client, 'agency@demo.test');
  const agencyFinding = await addFinding(client, agencyStand, authorId, {
    name: 'Cloison non conforme',
    comment: 'La cloison mitoyenne dépasse la hauteur autorisée (2,80 m au lieu de 2,50 m).',
    closed: false,
    createdAt: '2026-11-19T11:00:00Z',
  });
  await addPhoto(client, files, agencyFinding, 'cloison-mitoyenne.png', COLOURS[3]);

  // A photo on the first few other findings of the demo show, in progress and closed alike.
  const { rows } = await client.query(
    `SELECT r.id FROM reports r JOIN stands s ON s.id = r.stand_id
      WHERE s.show_id = $1 AND r.id NOT IN ($2, $3, $4) ORDER BY r.id LIMIT 6`,
    [showId, open, closed, agencyFinding],
  );
  for (const [i, row] of rows.entries()) await addPhoto(client, files, row.id, `constat-${i + 1}.png`, COLOURS[i % COLOURS.length]);
}
