/**
 * Scope helpers: "the rows of the shows / stands this user may see", written
 * once for every resource. Each returns a `scope(user, params)` for a resource
 * declaration: a SQL condition on the resource's alias `t` (null: every row).
 *
 * The rules (part 1 §6, part 2 §4):
 * - admin and support: everything;
 * - a standist: the stands they hold a stand role on (user_stand_roles), in enabled shows only,
 *   and those stands' shows; never a stand a sync withdrew (`stands.enabled` false, issue 24), nor
 *   anything of it (every stand-scoped resource goes through these);
 * - organizer, security officer, SPS coordinator, exhibition-center service: the shows linked
 *   to them (user_shows) and every stand of those shows.
 */
import { roleGroups, type RoleGroup } from '@/domain/roles';
import type { AuthUser } from '../auth/user';
import type { Params } from './sql';

export type Scope = (user: AuthUser, params: Params) => string | null;

/** Roles that see whole shows through user_shows. */
export const SHOW_LINKED_GROUPS: readonly RoleGroup[] = ['organizer', 'securityOfficer', 'spsCoordinator', 'exhibitionCenterService'];

interface Rules {
  standist: (uid: string) => string;
  showLinked: (uid: string) => string;
}

function byRole(rules: Rules): Scope {
  return (user, params) => {
    const groups = roleGroups(user.roles);
    if (groups.has('admin') || groups.has('support')) return null;
    const uid = params.add(user.id);
    const parts: string[] = [];
    if (groups.has('standist')) parts.push(rules.standist(uid));
    if (SHOW_LINKED_GROUPS.some((g) => groups.has(g))) parts.push(rules.showLinked(uid));
    return parts.length ? parts.join(' OR ') : 'false';
  };
}

/** The stand ids a standist holds a role on (any show), but those a sync withdrew. */
const standsOf = (uid: string) => `SELECT usr.stand_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled WHERE usr.user_id = ${uid}`;
/** The show ids linked to a user. */
const linkedShowsOf = (uid: string) => `SELECT us.show_id FROM user_shows us WHERE us.user_id = ${uid}`;

/**
 * Rows that belong to a show (`showColumn`: its show id, e.g. `t.show_id`).
 * `enabledColumn`: when the resource is the show itself, its `enabled` column
 * (saves a subquery on shows).
 */
export function viaShow(showColumn: string, options: { enabledColumn?: string } = {}): Scope {
  const enabled = options.enabledColumn
    ? (cond: string) => `(${options.enabledColumn} AND ${cond})`
    : (cond: string) => `(${cond} AND ${showColumn} IN (SELECT sh.id FROM shows sh WHERE sh.enabled))`;
  return byRole({
    standist: (uid) =>
      enabled(`${showColumn} IN (SELECT s.show_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled WHERE usr.user_id = ${uid})`),
    showLinked: (uid) => `${showColumn} IN (${linkedShowsOf(uid)})`,
  });
}

/**
 * Rows that belong to a stand (`standColumn`: its stand id, e.g. `t.stand_id`).
 * `showColumn`: when the row carries its show id too (the stand itself), the
 * show conditions test it directly instead of going through stands (the stand
 * list's indexes are on (show_id, …)).
 */
export function viaStand(standColumn: string, options: { showColumn?: string } = {}): Scope {
  const { showColumn } = options;
  if (showColumn) {
    return byRole({
      standist: (uid) => `(${standColumn} IN (${standsOf(uid)}) AND ${showColumn} IN (SELECT sh.id FROM shows sh WHERE sh.enabled))`,
      showLinked: (uid) => `${showColumn} IN (${linkedShowsOf(uid)})`,
    });
  }
  return byRole({
    standist: (uid) =>
      `${standColumn} IN (SELECT usr.stand_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE usr.user_id = ${uid})`,
    showLinked: (uid) => `${standColumn} IN (SELECT s.id FROM stands s WHERE s.show_id IN (${linkedShowsOf(uid)}))`,
  });
}

/**
 * The stands themselves (alias `t` on stands): the stand list's scope, which the contact,
 * notification and dashboard code re-applies. The show conditions test `t.show_id` directly, so a
 * show's list stays on its (show_id, …) indexes. Here rather than in server/resources/stands.ts
 * so that services may use it without importing a resource (resources → services only).
 */
export const standScope = viaStand('t.id', { showColumn: 't.show_id' });

const STANDIST_ROLE = `(SELECT r.id FROM roles r WHERE r.reference = 'ROLE_STANDIST')`;

/**
 * The standist accounts (alias `t` on users) a caller's picker finds (server/resources/standists.ts):
 * admin and support every standist; an organizer the standists already on a stand of their shows
 * (docs/decisions.md "Standist picker"); anyone else none. Shared with the contact and stand
 * writes, which accept only a standist the caller could have picked.
 */
export const standistScope: Scope = (user, params) => {
  const groups = roleGroups(user.roles);
  const standists = `t.role_id = ${STANDIST_ROLE}`;
  if (groups.has('admin') || groups.has('support')) return standists;
  if (!groups.has('organizer')) return 'false';
  const uid = params.add(user.id);
  return `(${standists} AND t.id IN (SELECT usr.user_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id
                                     JOIN user_shows us ON us.show_id = s.show_id WHERE us.user_id = ${uid}))`;
};
