/**
 * Demo plan threads with attachments (issue 9, items 3–4): small generated PDF plans on the
 * submissions of the demo show's stands, a refusal and a resubmission, validations with the
 * standard bilingual message, confirmations (one with a cleaning company and its purchase
 * order), and the demo exhibitor's own stand in pendingPlansConfirmation so that the
 * confirmation form can be tried at once. Each demo standist account (exhibitor, decorator,
 * agency) has attachments to open on its stands; organizer, support and admin see them all.
 * Plan revisions carry marks (issue 25): the exhibitor's v1 with three marks resolved on v2, a
 * refusal with three open marks, and a stand refused at v1 with three marks whose v2 is pending.
 */
import type { PoolClient } from 'pg';
import type { StandStatus } from '@/domain/standStatus';
import { t } from '../i18n';
import { storeFile, type FileStorage } from '../services/storage';

/** A one-page PDF plan: a title, a few lines and the stand's outline (ASCII text, Helvetica). */
export function planPdf(title: string, lines: readonly string[]): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[()\\]/g, '');
  const text = [`BT /F1 16 Tf 40 540 Td (${ascii(title)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 10 Tf 40 ${510 - i * 16} Td (${ascii(line)}) Tj ET`))
    .concat(['1 w 40 80 m 520 80 l 520 380 l 40 380 l h S', '0.5 w 40 230 m 200 230 l S', 'BT /F1 8 Tf 44 84 Td (Allee) Tj ET'])
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const DAY = 24 * 3600_000;
const validatedText = () => `${t('fr', 'api.message.plansValidated')}\n\n${t('en', 'api.message.plansValidated')}`;

interface Post {
  standId: number;
  authorId: number;
  standRole: string | null;
  content: string;
  at: Date;
  newStatus?: StandStatus | null;
  files?: ReadonlyArray<{ name: string; bytes: Buffer }>;
}

async function post(client: PoolClient, storage: FileStorage, p: Post): Promise<{ standMessageId: number; mediaIds: number[] }> {
  const { rows } = await client.query(
    `INSERT INTO messages (content, created_by_id, created_by_stand_role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [p.content, p.authorId, p.standRole, p.at],
  );
  const messageId: number = rows[0].id;
  const sm = await client.query(
    'INSERT INTO stand_messages (stand_id, message_id, new_stand_status, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [p.standId, messageId, p.newStatus ?? null, p.at],
  );
  const mediaIds = await attach(client, storage, messageId, p.authorId, p.files ?? [], p.at);
  return { standMessageId: sm.rows[0].id, mediaIds };
}

async function attach(
  client: PoolClient,
  storage: FileStorage,
  messageId: number,
  ownerId: number | null,
  files: ReadonlyArray<{ name: string; bytes: Buffer }>,
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) {
    const storageName = await storeFile(storage, file.bytes, '.pdf');
    const media = await client.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_at)
       VALUES ('messageAttachment', $1, $2, 'application/pdf', $3, $4) RETURNING id`,
      [file.name, storageName, file.bytes.length, at],
    );
    const mm = await client.query(
      'INSERT INTO message_media (media_id, message_id, created_by_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [media.rows[0].id, messageId, ownerId, at],
    );
    ids.push(mm.rows[0].id);
  }
  return ids;
}

/** A mark of the demo on a revision's file (issue 25), in page fractions of the generated plan (595 × 595 pt). */
interface DemoMark {
  kind: 'rectangle' | 'cloud' | 'arrow' | 'line' | 'freehand' | 'text' | 'pin';
  geometry: object;
  color?: string;
  comment: string | null;
}

/**
 * Marks on the revision a submission opened (the stand_messages trigger of migration 039 numbered
 * it), on its first file's page 1, numbered in order; ticked resolved when `resolved` says by whom and when.
 */
async function markUp(
  client: PoolClient,
  submissionId: number,
  mediaId: number,
  authorId: number,
  at: Date,
  marks: readonly DemoMark[],
  resolved?: { by: number; at: Date },
): Promise<void> {
  const revision = (await client.query('SELECT id FROM plan_revisions WHERE submission_message_id = $1', [submissionId])).rows[0];
  if (!revision) return;
  for (const [i, m] of marks.entries()) {
    const when = new Date(at.getTime() + i * 60_000);
    await client.query(
      `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, comment, created_by_id,
         created_at, updated_at, resolved_at, resolved_by_id)
       VALUES ($1, $2, 1, $3, $4, $5::jsonb, $6, $7, $8, $9, $9, $10, $11)`,
      [revision.id, mediaId, i + 1, m.kind, JSON.stringify(m.geometry), m.color ?? '#e53935', m.comment, authorId, when, resolved?.at ?? null, resolved?.by ?? null],
    );
  }
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const planFile = (stand: { name: string; number: string; surface: string }, version: number, extra: readonly string[] = []) => ({
  name: `plans-${slug(stand.name)}-v${version}.pdf`,
  bytes: planPdf(`Plans du stand ${stand.name} (${stand.number}) - version ${version}`, [
    `Surface : ${stand.surface} m2`,
    'Vue de dessus, elevation cote allee, reserve au fond.',
    'Hauteur maximale : 3,00 m. Cloisons : 2,50 m.',
    ...extra,
  ]),
});

export async function seedDemoPlanThreads(
  client: PoolClient,
  storage: FileStorage,
  options: { showId: number; accounts: ReadonlyMap<string, number> },
): Promise<void> {
  const { showId, accounts } = options;
  const exhibitor = accounts.get('exhibitor@demo.test')!;
  const decorator = accounts.get('decorator@demo.test')!;
  const organizer = accounts.get('organizer@demo.test')!;
  const support = accounts.get('support@demo.test')!;

  // 1. The demo exhibitor's stand: submitted, refused, resubmitted by the decorator, validated:
  //    waiting for the exhibitor's confirmation.
  const own = (
    await client.query(
      `SELECT s.id, s.name, s.number, s.surface, s.updated_at FROM stands s JOIN user_stand_roles usr ON usr.stand_id = s.id
        WHERE usr.user_id = $1 AND s.show_id = $2 ORDER BY s.id LIMIT 1`,
      [exhibitor, showId],
    )
  ).rows[0];
  await client.query('DELETE FROM messages WHERE id IN (SELECT message_id FROM stand_messages WHERE stand_id = $1)', [own.id]);
  const base = new Date('2026-11-20T09:00:00Z').getTime();
  const ownV1 = await post(client, storage, {
    standId: own.id,
    authorId: exhibitor,
    standRole: 'ROLE_STANDIST_EXHIBITOR',
    content: 'Bonjour, voici les plans de notre stand : vue de dessus et élévation côté allée.',
    at: new Date(base - 20 * DAY),
    newStatus: 'pendingPlansVerification',
    files: [planFile(own, 1, ['Enseigne suspendue : 4,00 m.'])],
  });
  // The organizer's marks on v1 (issue 25), ticked resolved by support when checking v2.
  await markUp(
    client,
    ownV1.standMessageId,
    ownV1.mediaIds[0],
    organizer,
    new Date(base - 18 * DAY - 3600_000),
    [
      { kind: 'cloud', geometry: { x: 0.06, y: 0.2, width: 0.4, height: 0.04 }, comment: 'Enseigne à 4 m : le règlement du hall limite la hauteur à 3 m.' },
      { kind: 'arrow', geometry: { points: [[0.62, 0.3], [0.47, 0.22]] }, color: '#fb8c00', comment: 'À reporter aussi sur l’élévation côté allée.' },
      { kind: 'pin', geometry: { x: 0.8, y: 0.45 }, color: '#1e88e5', comment: 'Cotez la réserve au fond du stand.' },
    ],
    { by: support, at: new Date(base - 10 * DAY) },
  );
  await post(client, storage, {
    standId: own.id,
    authorId: organizer,
    standRole: null,
    content:
      'Plans refusés : l’enseigne suspendue est à 4 m alors que le règlement du hall limite la hauteur à 3 m. Merci de corriger l’élévation et de renvoyer les plans.',
    at: new Date(base - 18 * DAY),
    newStatus: 'waitingForPlans',
  });
  await post(client, storage, {
    standId: own.id,
    authorId: decorator,
    standRole: 'ROLE_STANDIST_DECORATOR',
    content: 'Voici les plans corrigés : l’enseigne est ramenée à 3 m, le reste est inchangé.',
    at: new Date(base - 15 * DAY),
    newStatus: 'pendingPlansVerification',
    files: [planFile(own, 2, ['Enseigne suspendue : 3,00 m.']), { name: 'elevation-cote-allee.pdf', bytes: planPdf('Elevation cote allee', ['Echelle 1/50']) }],
  });
  await post(client, storage, {
    standId: own.id,
    authorId: support,
    standRole: null,
    content: validatedText(),
    at: new Date(base - 10 * DAY),
    newStatus: 'pendingPlansConfirmation',
  });
  await client.query(
    `UPDATE stands SET status = 'pendingPlansConfirmation', un_seen = false, treated = true, updated_at = greatest(updated_at, $2) WHERE id = $1`,
    [own.id, new Date(base - 10 * DAY)],
  );

  // 2. Plans attached to the submissions of other stands: the decorator's and the agency's stands
  //    first, then a dozen more; their confirmations filled in.
  const { rows: stands } = await client.query(
    `SELECT s.id, s.name, s.number, s.surface, s.status,
            (SELECT usr.user_id FROM user_stand_roles usr WHERE usr.stand_id = s.id AND usr.standist_role = 'ROLE_STANDIST_EXHIBITOR' LIMIT 1) AS exhibitor_id,
            EXISTS (SELECT 1 FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
                     WHERE usr.stand_id = s.id AND u.email IN ('decorator@demo.test', 'agency@demo.test')) AS demo_account
       FROM stands s WHERE s.show_id = $1 AND s.id <> $2 AND s.status <> 'waitingForPlans'
      ORDER BY demo_account DESC, s.id LIMIT 16`,
    [showId, own.id],
  );
  const wastes = ['ourselves', 'decorator', 'cleaningCompany'] as const;
  for (const [i, stand] of stands.entries()) {
    const submission = (
      await client.query(
        `SELECT sm.message_id, sm.created_at FROM stand_messages sm WHERE sm.stand_id = $1 AND sm.new_stand_status = 'pendingPlansVerification' ORDER BY sm.created_at LIMIT 1`,
        [stand.id],
      )
    ).rows[0];
    if (submission) await attach(client, storage, submission.message_id, stand.exhibitor_id, [planFile(stand, 1)], submission.created_at);
    if (stand.status !== 'validatedPlans') continue;
    const confirmation = (
      await client.query(
        `SELECT sm.id, sm.message_id, sm.created_at FROM stand_messages sm WHERE sm.stand_id = $1 AND sm.new_stand_status = 'validatedPlans' LIMIT 1`,
        [stand.id],
      )
    ).rows[0];
    if (!confirmation) continue;
    const person = (await client.query('SELECT first_name, last_name, company, email, phone FROM users WHERE id = $1', [stand.exhibitor_id])).rows[0];
    const waste = wastes[i % wastes.length];
    const order =
      waste === 'cleaningCompany'
        ? await attach(
            client,
            storage,
            confirmation.message_id,
            stand.exhibitor_id,
            [{ name: `bon-de-commande-nettoyage-${slug(stand.name)}.pdf`, bytes: planPdf('Bon de commande - nettoyage du stand', [`Stand ${stand.name}`, 'Enlevement des dechets en fin de montage et de demontage.']) }],
            confirmation.created_at,
          )
        : [];
    await client.query(
      `UPDATE stand_messages SET confirmation_last_name = $2, confirmation_first_name = $3, confirmation_company = $4,
         confirmation_phone = $5, confirmation_email = $6, confirmation_standing = true, confirmation_invoicing = true,
         confirmation_waste_disposal = $7, confirmation_purchase_order_id = $8 WHERE id = $1`,
      [confirmation.id, person.last_name, person.first_name, person.company ?? stand.name, person.phone ?? '+33 1 00 00 00 00', person.email, waste, order[0] ?? null],
    );
  }

  // 3. A refusal on a stand still waiting for plans (the agency's first, else the first one).
  const waiting = (
    await client.query(
      `SELECT s.id, s.name, s.number, s.surface, s.updated_at,
              (SELECT usr.user_id FROM user_stand_roles usr WHERE usr.stand_id = s.id AND usr.standist_role = 'ROLE_STANDIST_EXHIBITOR' LIMIT 1) AS exhibitor_id
         FROM stands s WHERE s.show_id = $1 AND s.status = 'waitingForPlans' AND s.id <> $2
        ORDER BY EXISTS (SELECT 1 FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE usr.stand_id = s.id AND u.email = 'agency@demo.test') DESC, s.id
        LIMIT 1`,
      [showId, own.id],
    )
  ).rows[0];
  if (waiting) {
    const updated = new Date(waiting.updated_at).getTime();
    const submitted = await post(client, storage, {
      standId: waiting.id,
      authorId: waiting.exhibitor_id,
      standRole: 'ROLE_STANDIST_EXHIBITOR',
      content: 'Bonjour, voici une première version de nos plans.',
      at: new Date(updated - 9 * DAY),
      newStatus: 'pendingPlansVerification',
      files: [planFile(waiting, 1, ['Mezzanine sur la moitie du stand.'])],
    });
    await post(client, storage, {
      standId: waiting.id,
      authorId: organizer,
      standRole: null,
      content: 'Plans refusés : une mezzanine doit faire l’objet d’une note de calcul signée par un bureau de contrôle. Merci de la joindre à vos plans.',
      at: new Date(updated - 7 * DAY),
      newStatus: 'waitingForPlans',
    });
    // The marks the refusal refers to (issue 25), open until the next version fixes them.
    await markUp(client, submitted.standMessageId, submitted.mediaIds[0], organizer, new Date(updated - 7 * DAY - 3600_000), [
      { kind: 'cloud', geometry: { x: 0.06, y: 0.2, width: 0.42, height: 0.04 }, comment: 'Mezzanine : joindre la note de calcul signée par un bureau de contrôle.' },
      { kind: 'rectangle', geometry: { x: 0.07, y: 0.37, width: 0.4, height: 0.49 }, color: '#fb8c00', comment: 'Emprise de la mezzanine à coter.' },
      { kind: 'pin', geometry: { x: 0.3, y: 0.6 }, comment: 'Escalier d’accès : largeur minimale 0,90 m.' },
    ]);
  }

  // 4. A stand refused at v1 with three marks and resubmitted: v2 waits for the team's check, v1's
  //    marks still open (the reviewer ticks them while comparing). A decorator's stand other than
  //    the one the plan journey resets, else any stand waiting for plans.
  const resubmitted = (
    await client.query(
      `SELECT s.id, s.name, s.number, s.surface, s.updated_at,
              (SELECT usr.user_id FROM user_stand_roles usr WHERE usr.stand_id = s.id AND usr.standist_role = 'ROLE_STANDIST_EXHIBITOR' LIMIT 1) AS exhibitor_id
         FROM stands s
        WHERE s.show_id = $1 AND s.status = 'waitingForPlans' AND s.id <> $2 AND s.id <> $3
          AND NOT EXISTS (SELECT 1 FROM stand_messages sm WHERE sm.stand_id = s.id AND sm.new_stand_status IS NOT NULL)
          AND s.id <> (SELECT min(usr.stand_id) FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id JOIN stands x ON x.id = usr.stand_id
                        WHERE u.email = 'decorator@demo.test' AND x.show_id = $1)
        ORDER BY EXISTS (SELECT 1 FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE usr.stand_id = s.id AND u.email = 'decorator@demo.test') DESC, s.id
        LIMIT 1`,
      [showId, own.id, waiting?.id ?? 0],
    )
  ).rows[0];
  if (resubmitted?.exhibitor_id) {
    const now = new Date(resubmitted.updated_at).getTime();
    const v1 = await post(client, storage, {
      standId: resubmitted.id,
      authorId: resubmitted.exhibitor_id,
      standRole: 'ROLE_STANDIST_EXHIBITOR',
      content: 'Bonjour, voici nos plans pour validation.',
      at: new Date(now - 12 * DAY),
      newStatus: 'pendingPlansVerification',
      files: [planFile(resubmitted, 1, ['Reserve fermee : 2 x 1 m.', 'Comptoir d accueil en angle.'])],
    });
    await markUp(client, v1.standMessageId, v1.mediaIds[0], support, new Date(now - 10 * DAY - 3600_000), [
      { kind: 'rectangle', geometry: { x: 0.07, y: 0.62, width: 0.27, height: 0.24 }, comment: 'Réserve : prévoir une ventilation haute et basse.' },
      { kind: 'text', geometry: { x: 0.55, y: 0.4, width: 0.3, height: 0.08 }, color: '#8e24aa', comment: 'Comptoir à 1,10 m maximum côté allée.' },
      {
        kind: 'freehand',
        geometry: { points: [[0.07, 0.37], [0.2, 0.36], [0.35, 0.37], [0.5, 0.36], [0.65, 0.37], [0.8, 0.36], [0.87, 0.37]] },
        color: '#43a047',
        comment: 'Matériaux de la cloison arrière : classement M1 à fournir.',
      },
    ]);
    await post(client, storage, {
      standId: resubmitted.id,
      authorId: support,
      standRole: null,
      content: 'Plans refusés : trois points à reprendre, repérés sur le plan (marques 1 à 3).',
      at: new Date(now - 10 * DAY),
      newStatus: 'waitingForPlans',
    });
    await post(client, storage, {
      standId: resubmitted.id,
      authorId: resubmitted.exhibitor_id,
      standRole: 'ROLE_STANDIST_EXHIBITOR',
      content: 'Voici la version corrigée : ventilation de la réserve, comptoir abaissé, procès-verbal M1 joint.',
      at: new Date(now - 3 * DAY),
      newStatus: 'pendingPlansVerification',
      files: [planFile(resubmitted, 2, ['Reserve fermee : 2 x 1 m, grilles de ventilation.', 'Comptoir d accueil : 1,10 m.', 'Cloison arriere : M1 (PV joint).'])],
    });
    await client.query(
      `UPDATE stands SET status = 'pendingPlansVerification', un_seen = true, treated = false, updated_at = greatest(updated_at, $2) WHERE id = $1`,
      [resubmitted.id, new Date(now - 3 * DAY)],
    );
  }
}
