/**
 * The menus of the private layout (part 1 §2, part 2 "Layout bar elements"): each
 * feature declares its entries in its manifest; an entry is shown by permission and
 * by the current show's functions. Placement and order (part 1 §2, part 2):
 * side: show 10, stands 20, demands 30, documents 40, providers modal 50;
 * sideBottom: advertiser links 10, provider links 20; settings: shows 10,
 * administrators 20, providers 30, advertisers 40, layout types 50;
 * account: legal 10, my account 20, logout 90.
 */
import { can, type Permission, type UserFlag } from './permissions';

export type MenuPlacement = 'side' | 'sideBottom' | 'settings' | 'account';

/** What the side menu needs to know about the current show. */
export interface MenuShow {
  id: number;
  hasDemandConfigs: boolean;
  standDocumentsFunction: boolean;
  /** The user's only stand in this show, when they are a standist with exactly one (else null). */
  singleStandId?: number | null;
}

export interface MenuEntry {
  id: string;
  placement: MenuPlacement;
  labelId: string;
  /** Where it sorts within its placement (see above). */
  order: number;
  /** Link target, a route pattern whose `:showId` is the current show; entries without one are actions (logout). */
  path?: string;
  permission?: Permission;
  /** Shown only to users whose account holds this flag (set by an admin). */
  userFlag?: UserFlag;
  /** Needs a current show, and this show function when given. */
  needsShow?: boolean;
  showFlag?: 'hasDemandConfigs' | 'standDocumentsFunction';
  /**
   * For a standist whose show holds one stand for them (the list would only send them to it):
   * the entry names that stand instead, with this label and path (`:standId`).
   */
  singleStand?: { labelId: string; path: string };
}

export interface VisibleMenuEntry {
  id: string;
  labelId: string;
  to: string | null;
}

export function visibleMenu(
  placement: MenuPlacement,
  roles: readonly string[],
  show: MenuShow | null,
  menu: readonly MenuEntry[],
  userFlags: readonly UserFlag[] = [],
): VisibleMenuEntry[] {
  return menu
    .filter((entry) => entry.placement === placement)
    .filter((entry) => !entry.permission || can(roles, entry.permission))
    .filter((entry) => !entry.userFlag || userFlags.includes(entry.userFlag))
    .filter((entry) => !entry.needsShow || show !== null)
    .filter((entry) => !entry.showFlag || (show !== null && show[entry.showFlag]))
    .map((entry) => {
      const standId = show?.singleStandId ?? null;
      if (entry.singleStand && standId !== null) {
        return { id: entry.id, labelId: entry.singleStand.labelId, to: entry.singleStand.path.replace(':standId', String(standId)) };
      }
      return {
        id: entry.id,
        labelId: entry.labelId,
        to: entry.path ? entry.path.replace(':showId', String(show?.id ?? 0)) : null,
      };
    });
}
