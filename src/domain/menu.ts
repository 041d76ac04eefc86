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
  /** Instead of a link, the ui modal the entry opens (the side menu's providers modal). */
  modal?: string;
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
  /** Other route patterns under which the entry is the user's place too (the stands entry on `/stands/:id`). */
  activeOn?: readonly string[];
}

export interface VisibleMenuEntry {
  id: string;
  labelId: string;
  to: string | null;
  /** The ui modal it opens instead of a link. */
  modal?: string;
  /** `activeOn` of its declaration (route patterns). */
  activeOn?: readonly string[];
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
      const activeOn = { ...(entry.activeOn ? { activeOn: entry.activeOn } : {}), ...(entry.modal ? { modal: entry.modal } : {}) };
      if (entry.singleStand && standId !== null) {
        return { id: entry.id, labelId: entry.singleStand.labelId, to: entry.singleStand.path.replace(':standId', String(standId)), ...activeOn };
      }
      return {
        id: entry.id,
        labelId: entry.labelId,
        to: entry.path ? entry.path.replace(':showId', String(show?.id ?? 0)) : null,
        ...activeOn,
      };
    });
}

/**
 * Whether two visible menus show the same entries (same ids, labels, targets, modals, patterns):
 * the shell's menus are derived again whenever a show or the user's record is stored, and an equal
 * menu keeps its previous array, so the top bar and the side menu do not render again (issue 20).
 */
export function sameMenu(a: readonly VisibleMenuEntry[], b: readonly VisibleMenuEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i];
      return entry.id === other.id && entry.labelId === other.labelId && entry.to === other.to && entry.modal === other.modal && entry.activeOn === other.activeOn;
    })
  );
}

const segments = (path: string): string[] => path.split(/[?#]/)[0].split('/').filter(Boolean);

/** How many leading segments of `pathname` the pattern covers (`:param` takes any one), or -1. */
function prefixLength(pattern: string, pathname: readonly string[]): number {
  const parts = segments(pattern);
  if (parts.length > pathname.length) return -1;
  return parts.every((part, i) => part.startsWith(':') || part === pathname[i]) ? parts.length : -1;
}

/**
 * The entry that says where the user is: the one whose link or `activeOn` pattern covers the
 * most of the address (`/salons/1/stands/importation` is under the stands entry, not the show's
 * `/salons/1`), or null when none covers it.
 */
export function activeMenuEntryId(entries: readonly VisibleMenuEntry[], pathname: string): string | null {
  const path = segments(pathname);
  let best: { id: string; length: number } | null = null;
  for (const entry of entries) {
    const patterns = [...(entry.to ? [entry.to] : []), ...(entry.activeOn ?? [])];
    const length = Math.max(-1, ...patterns.map((pattern) => prefixLength(pattern, path)));
    if (length > 0 && (!best || length > best.length)) best = { id: entry.id, length };
  }
  return best?.id ?? null;
}
