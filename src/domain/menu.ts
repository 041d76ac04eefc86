/**
 * The menus of the private layout (part 1 §2, part 2 "Layout bar elements"):
 * one table, each entry shown by permission, by the current show's functions,
 * and only once its area is built (`built: false` = a later issue's screen).
 */
import { can, type Permission } from './permissions';

export type MenuPlacement = 'side' | 'sideBottom' | 'settings' | 'account';

/** What the side menu needs to know about the current show. */
export interface MenuShow {
  id: number;
  hasDemandConfigs: boolean;
  standDocumentsFunction: boolean;
}

export interface MenuEntry {
  id: string;
  placement: MenuPlacement;
  labelId: string;
  /** Link target; entries without one are actions (logout, providers modal). */
  path?: (showId: number) => string;
  permission?: Permission;
  /** Needs a current show, and this show function when given. */
  needsShow?: boolean;
  showFlag?: 'hasDemandConfigs' | 'standDocumentsFunction';
  built: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { id: 'show', placement: 'side', labelId: 'layout.menu.show', path: (s) => `/salons/${s}`, permission: 'show.view', needsShow: true, built: false },
  { id: 'stands', placement: 'side', labelId: 'layout.menu.stands', path: (s) => `/salons/${s}/stands`, needsShow: true, built: true },
  { id: 'demands', placement: 'side', labelId: 'layout.menu.demands', path: (s) => `/salons/${s}/demandes`, needsShow: true, showFlag: 'hasDemandConfigs', built: false },
  { id: 'documents', placement: 'side', labelId: 'layout.menu.documents', path: (s) => `/salons/${s}/documents`, needsShow: true, showFlag: 'standDocumentsFunction', built: false },
  { id: 'providersModal', placement: 'side', labelId: 'layout.menu.providers', needsShow: true, built: false },
  { id: 'advertiserLinks', placement: 'sideBottom', labelId: 'layout.menu.advertisers', needsShow: true, built: false },
  { id: 'providerLinks', placement: 'sideBottom', labelId: 'layout.menu.providers', needsShow: true, built: false },
  { id: 'shows', placement: 'settings', labelId: 'layout.settings.shows', path: () => '/salons', permission: 'show.list', built: false },
  { id: 'administrators', placement: 'settings', labelId: 'layout.settings.administrators', path: () => '/administrateurs', permission: 'administrator.list', built: false },
  { id: 'providers', placement: 'settings', labelId: 'layout.settings.providers', path: () => '/prestataires', permission: 'provider.list', built: false },
  { id: 'advertisers', placement: 'settings', labelId: 'layout.settings.advertisers', path: () => '/annonceurs', permission: 'advertiser.list', built: false },
  { id: 'layoutTypes', placement: 'settings', labelId: 'layout.settings.layoutTypes', path: () => '/layout-types', permission: 'layoutType.list', built: true },
  { id: 'legal', placement: 'account', labelId: 'layout.account.legal', path: () => '/mentions-legales', built: true },
  { id: 'account', placement: 'account', labelId: 'layout.account.page', path: () => '/compte', built: false },
  { id: 'logout', placement: 'account', labelId: 'layout.account.logout', built: true },
];

export interface VisibleMenuEntry {
  id: string;
  labelId: string;
  to: string | null;
}

export function visibleMenu(
  placement: MenuPlacement,
  roles: readonly string[],
  show: MenuShow | null,
  menu: readonly MenuEntry[] = MENU,
): VisibleMenuEntry[] {
  return menu
    .filter((entry) => entry.placement === placement && entry.built)
    .filter((entry) => !entry.permission || can(roles, entry.permission))
    .filter((entry) => !entry.needsShow || show !== null)
    .filter((entry) => !entry.showFlag || (show !== null && show[entry.showFlag]))
    .map((entry) => ({
      id: entry.id,
      labelId: entry.labelId,
      to: entry.path ? entry.path(show?.id ?? 0) : null,
    }));
}
