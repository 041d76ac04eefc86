import type { Pool } from '@server/db/pool';
import { LARGE_ADMIN, LARGE_ORGANIZER, LARGE_STANDIST } from '@server/seed/largeData';

export interface Dataset {
  stands: number;
  shows: number;
  messages: number;
  users: number;
  reports: number;
  demands: number;
  /** The enabled show with the most stands, and its requests (issue 21). */
  largestShow: { id: number; name: string; stands: number; demands: number };
  adminLogin: string;
  organizerLogin: string;
  standistLogin: string;
  standistStands: number;
  /** Standist accounts for the login throughput (distinct accounts). */
  loginAccounts: string[];
  /** The stand dashboard of issue 9: the largest show's first stand (npm run seed:large gives it 500 messages, 20 findings). */
  dashboardStand: { id: number; showId: number; messages: number; attachments: number; reports: number; layouts: number };
}

/** What the bench needs to know about the data it runs on (from npm run seed:large). */
export async function describeDataset(pool: Pool): Promise<Dataset> {
  const admin = await pool.query('SELECT 1 FROM users WHERE email = $1', [LARGE_ADMIN]);
  if (!admin.rowCount) {
    throw new Error(`No ${LARGE_ADMIN} in this database: run npm run seed:large first (same DATA_DIR or DATABASE_URL).`);
  }
  const count = async (table: string) => (await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
  const largest = (
    await pool.query(
      `SELECT s.show_id AS id, sh.name, count(*)::int AS stands FROM stands s JOIN shows sh ON sh.id = s.show_id
        WHERE sh.enabled GROUP BY s.show_id, sh.name ORDER BY 3 DESC, 1 LIMIT 1`,
    )
  ).rows[0];
  const standistStands = (
    await pool.query(
      `SELECT count(DISTINCT usr.stand_id)::int AS n FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE u.email = $1`,
      [LARGE_STANDIST],
    )
  ).rows[0].n;
  const accounts = (
    await pool.query(
      `SELECT u.email FROM users u JOIN roles r ON r.id = u.role_id
        WHERE r.reference = 'ROLE_STANDIST' AND u.password_hash IS NOT NULL AND u.enabled AND u.email <> $1 ORDER BY u.id LIMIT 400`,
      [LARGE_STANDIST],
    )
  ).rows.map((r) => r.email as string);
  const dashboardStand = (
    await pool.query(
      `SELECT s.id, s.show_id AS "showId",
              (SELECT count(*)::int FROM stand_messages sm WHERE sm.stand_id = s.id) AS messages,
              (SELECT count(*)::int FROM stand_messages sm JOIN message_media mm ON mm.message_id = sm.message_id WHERE sm.stand_id = s.id) AS attachments,
              (SELECT count(*)::int FROM reports r WHERE r.stand_id = s.id) AS reports,
              (SELECT count(*)::int FROM stand_layouts l WHERE l.stand_id = s.id) AS layouts
         FROM stands s WHERE s.show_id = $1 ORDER BY s.id LIMIT 1`,
      [largest.id],
    )
  ).rows[0];
  return {
    stands: await count('stands'),
    shows: await count('shows'),
    messages: await count('messages'),
    users: await count('users'),
    reports: await count('reports'),
    demands: await count('demands'),
    largestShow: { ...largest, demands: (await pool.query('SELECT count(*)::int AS n FROM demands WHERE show_id = $1', [largest.id])).rows[0].n },
    adminLogin: LARGE_ADMIN,
    organizerLogin: LARGE_ORGANIZER,
    standistLogin: LARGE_STANDIST,
    standistStands,
    loginAccounts: accounts,
    dashboardStand,
  };
}
