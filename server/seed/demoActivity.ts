import type { PoolClient } from 'pg';
import type { StandStatus } from '@/domain/standStatus';
import type { Prng } from './prng';

export interface StandActivity {
  standId: number;
  status: StandStatus;
  unSeen: boolean;
  treated: boolean;
  nbInProgressReports: number;
  nbClosedReports: number;
  updatedAt: Date;
  exhibitorId: number;
  staffId: number;
}

const QUESTIONS = [
  'Bonjour, pouvez-vous nous confirmer la hauteur maximale autorisée pour notre enseigne ?',
  'Nous avons ajouté une réserve au fond du stand, le plan est-il toujours conforme ?',
  'Le décorateur nous demande si le plancher technique est obligatoire dans ce hall.',
  'Pouvez-vous nous indiquer la date limite pour déposer la version finale des plans ?',
];
const FINDINGS = [
  ['Cloison non conforme', 'La cloison mitoyenne dépasse la hauteur autorisée.'],
  ['Issue de secours encombrée', 'Du matériel est stocké devant l’issue de secours du stand.'],
  ['Câbles au sol', 'Des câbles électriques traversent l’allée sans protection.'],
  ['Extincteur absent', 'Aucun extincteur visible sur le stand.'],
] as const;

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 24 * 3600_000);

/**
 * The messages and findings behind a demo stand's flags and counters: its plan
 * workflow so far (each status change is a stand message carrying the new
 * status), an unanswered exhibitor question when the stand is unseen or
 * untreated, and as many findings in progress and closed as its counters say.
 */
export async function seedStandActivity(client: PoolClient, rand: Prng, stand: StandActivity): Promise<void> {
  const post = async (authorId: number, fromExhibitor: boolean, content: string, at: Date, newStatus: StandStatus | null) => {
    const { rows } = await client.query(
      `INSERT INTO messages (content, created_by_id, created_by_stand_role, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [content, authorId, fromExhibitor ? 'ROLE_STANDIST_EXHIBITOR' : null, at],
    );
    await client.query(
      'INSERT INTO stand_messages (stand_id, message_id, new_stand_status, created_at) VALUES ($1, $2, $3, $4)',
      [stand.standId, rows[0].id, newStatus, at],
    );
  };

  const { status, updatedAt, exhibitorId, staffId } = stand;
  if (status !== 'waitingForPlans') {
    await post(exhibitorId, true, 'Bonjour, voici les plans de notre stand.', daysBefore(updatedAt, 12), 'pendingPlansVerification');
  }
  if (status === 'pendingPlansConfirmation' || status === 'validatedPlans') {
    await post(
      staffId,
      false,
      'Vos plans ont été vérifiés. Merci de les confirmer. / Your plans have been checked. Please confirm them.',
      daysBefore(updatedAt, 6),
      'pendingPlansConfirmation',
    );
  }
  if (status === 'validatedPlans') {
    await post(exhibitorId, true, 'Nous confirmons nos plans.', daysBefore(updatedAt, 2), 'validatedPlans');
  }
  if (stand.unSeen || !stand.treated) {
    await post(exhibitorId, true, rand.pick(QUESTIONS), updatedAt, null);
  }

  const findings = [
    ...Array.from({ length: stand.nbInProgressReports }, () => 'in_progress' as const),
    ...Array.from({ length: stand.nbClosedReports }, () => 'closed' as const),
  ];
  for (const [i, reportStatus] of findings.entries()) {
    const [name, comment] = rand.pick(FINDINGS);
    const createdAt = daysBefore(updatedAt, 3 + i);
    await client.query(
      `INSERT INTO reports (stand_id, name, comment, status, created_by_id, created_at, updated_at, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [stand.standId, name, comment, reportStatus, staffId, createdAt, reportStatus === 'closed' ? daysBefore(updatedAt, 1) : null],
    );
  }
}
