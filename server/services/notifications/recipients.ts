/**
 * The recipients' SQL: one row per stand and person holding one of the chosen roles on it (a
 * person with two roles on a stand gets one message), with what the variables need.
 */

/** The columns RecipientRow (./variables.ts) reads, given `s` (stands), `sh` (shows), `u` (users), `usr` (their role on the stand). */
export const RECIPIENT_COLUMNS = `s.id AS stand_id, s.name AS stand_name, s.hall, s.aisle, s.number, s.show_id,
  sh.name AS show_name, sh.installation_date_start, sh.installation_date_end,
  sh.uninstallation_date_start, sh.uninstallation_date_end, sh.organizer_deadline,
  u.id AS user_id, u.email, u.language_preference,
  coalesce(usr.first_name, u.first_name) AS first_name, coalesce(usr.last_name, u.last_name) AS last_name,
  coalesce(usr.company, u.company) AS company`;

/**
 * (stand, user) pairs of the stands `standIdsSql` for the roles `$roles` (and only the users
 * `$users` when given): enabled accounts, the first role's details, ordered by stand then user.
 */
export function recipientPairsSql(standIdsSql: string, roles: string, users: string | null): string {
  return `SELECT DISTINCT ON (usr.stand_id, usr.user_id) usr.stand_id, usr.user_id
            FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id AND u.enabled
           WHERE usr.stand_id IN (${standIdsSql}) AND usr.standist_role = ANY(${roles}::text[])${users ? ` AND usr.user_id = ANY(${users}::int[])` : ''}
           ORDER BY usr.stand_id, usr.user_id, usr.id`;
}
