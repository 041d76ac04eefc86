import '@/app/features';
import { activeMenuEntryId, sameMenu, visibleMenu, type MenuPlacement, type MenuShow } from '@/domain/menu';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { registeredMenu } from '@/features/registry';
import { showSelected } from '@/features/session/sessionSlice';
import { selectSideMenu } from '@/layouts/selectors';
import { reduce } from '../helpers/state';
import { ADMIN, SHOW_ID, rootState } from '../features/stands/fixtures';

const show: MenuShow = { id: 3, hasDemandConfigs: true, standDocumentsFunction: true };
const ids = (entries: Array<{ id: string }>) => entries.map((e) => e.id);
/** The menus the features' manifests declare. */
const menu = (placement: MenuPlacement, roles: string[], current: typeof show | null = show) =>
  visibleMenu(placement, roles, current, registeredMenu());

describe('private layout menus', () => {
  it('shows Stands of the current show, and only the areas the features declare', () => {
    expect(menu('side', ['ROLE_SUPER_ADMIN'])).toEqual([
      { id: 'show', labelId: 'layout.menu.show', to: '/salons/3' },
      { id: 'stands', labelId: 'layout.menu.stands', to: '/salons/3/stands', activeOn: ['/stands/:id'] },
      { id: 'demands', labelId: 'layout.menu.demands', to: '/salons/3/demandes', activeOn: ['/demandes/:id'] },
      { id: 'documents', labelId: 'layout.menu.documents', to: '/salons/3/documents', activeOn: ['/stands/:id/documents'] },
      { id: 'providersModal', labelId: 'layout.menu.providers', to: null, modal: 'providers/showModal' },
    ]);
    // 'Salon' needs show.view (admin or organizer); the providers modal is every user's of the show.
    expect(ids(menu('side', ['ROLE_ORGANIZER']))).toEqual(['show', 'stands', 'demands', 'documents', 'providersModal']);
    expect(ids(menu('side', ['ROLE_SUPPORT_ASTECH']))).toEqual(['stands', 'demands', 'documents', 'providersModal']);
    expect(ids(menu('side', ['ROLE_STANDIST']))).toEqual(['stands', 'demands', 'documents', 'providersModal']);
  });

  it("shows 'Demandes' only when the show has request configs (part 1 §2)", () => {
    expect(ids(menu('side', ['ROLE_SUPER_ADMIN'], { ...show, hasDemandConfigs: false }))).toEqual(['show', 'stands', 'documents', 'providersModal']);
    expect(ids(menu('side', ['ROLE_STANDIST'], { ...show, hasDemandConfigs: false }))).toEqual(['stands', 'documents', 'providersModal']);
  });

  it("shows 'Documents' only when the show has the documents function (part 1 §2)", () => {
    expect(ids(menu('side', ['ROLE_SUPER_ADMIN'], { ...show, standDocumentsFunction: false }))).toEqual(['show', 'stands', 'demands', 'providersModal']);
    expect(ids(menu('side', ['ROLE_STANDIST'], { ...show, standDocumentsFunction: false }))).toEqual(['stands', 'demands', 'providersModal']);
  });

  it('gives providers and advertisers in settings to admins only, before layout types', () => {
    const admin = ids(menu('settings', ['ROLE_ADMIN']));
    expect(admin.indexOf('providers')).toBeLessThan(admin.indexOf('advertisers'));
    expect(admin.indexOf('advertisers')).toBeLessThan(admin.indexOf('layoutTypes'));
    expect(admin.indexOf('providers')).toBeGreaterThanOrEqual(0);
    expect(ids(menu('settings', ['ROLE_SUPPORT_ASTECH']))).not.toContain('providers');
    expect(ids(menu('settings', ['ROLE_ORGANIZER']))).not.toContain('advertisers');
  });

  it('shows no show-bound entry without a current show', () => {
    expect(menu('side', ['ROLE_ORGANIZER'], null)).toEqual([]);
  });

  it('gives layout types in settings to admin, support and organizer, not to standists', () => {
    expect(ids(menu('settings', ['ROLE_ADMIN']))).toContain('layoutTypes');
    expect(ids(menu('settings', ['ROLE_SUPPORT_ASTECH']))).toContain('layoutTypes');
    expect(ids(menu('settings', ['ROLE_ORGANIZER']))).toContain('layoutTypes');
    expect(menu('settings', ['ROLE_STANDIST'])).toEqual([]);
  });

  it('gives Administrateurs in settings to admins only, before layout types', () => {
    const admin = ids(menu('settings', ['ROLE_ADMIN']));
    expect(admin.indexOf('administrators')).toBeGreaterThanOrEqual(0);
    expect(admin.indexOf('administrators')).toBeLessThan(admin.indexOf('layoutTypes'));
    expect(ids(menu('settings', ['ROLE_SUPPORT_ASTECH']))).not.toContain('administrators');
    expect(ids(menu('settings', ['ROLE_ORGANIZER']))).not.toContain('administrators');
  });

  it('offers legal notice, my account and logout in the account menu, in that order', () => {
    expect(ids(menu('account', ['ROLE_STANDIST']))).toEqual(['legal', 'account', 'logout']);
  });

  it('applies permissions and show functions, and fills the current show into the path', () => {
    const entries = [
      { id: 'show', placement: 'side' as const, order: 10, labelId: 'x', path: '/salons/:showId', permission: 'show.view' as const, needsShow: true },
      { id: 'docs', placement: 'side' as const, order: 40, labelId: 'y', path: '/salons/:showId/documents', needsShow: true, showFlag: 'standDocumentsFunction' as const },
    ];
    expect(visibleMenu('side', ['ROLE_ORGANIZER'], show, entries)).toEqual([
      { id: 'show', labelId: 'x', to: '/salons/3' },
      { id: 'docs', labelId: 'y', to: '/salons/3/documents' },
    ]);
    expect(ids(visibleMenu('side', ['ROLE_STANDIST'], show, entries))).toEqual(['docs']);
    expect(ids(visibleMenu('side', ['ROLE_ORGANIZER'], { ...show, standDocumentsFunction: false }, entries))).toEqual(['show']);
  });

  it('marks where the user is on every route, nested ones included (issue 20)', () => {
    const side = menu('side', ['ROLE_ORGANIZER']);
    expect(activeMenuEntryId(side, '/salons/3')).toBe('show');
    expect(activeMenuEntryId(side, '/salons/3/stands')).toBe('stands');
    // Deeper addresses belong to the entry that covers most of them, not to the show's.
    expect(activeMenuEntryId(side, '/salons/3/stands/importation')).toBe('stands');
    expect(activeMenuEntryId(side, '/stands/12')).toBe('stands');
    expect(activeMenuEntryId(side, '/stands/12?tab=messages')).toBe('stands');
    expect(activeMenuEntryId(side, '/compte')).toBeNull();
    expect(activeMenuEntryId(side, '/')).toBeNull();
  });

  it("names a standist's only stand 'Mon stand' and marks it on that stand's page", () => {
    const side = menu('side', ['ROLE_STANDIST'], { ...show, singleStandId: 12 });
    expect(side[0]).toEqual({ id: 'stands', labelId: 'layout.menu.myStand', to: '/stands/12', activeOn: ['/stands/:id'] });
    expect(activeMenuEntryId(side, '/stands/12')).toBe('stands');
  });
});

describe('the shell menus kept while equal (issue 20)', () => {
  const side = (roles: string[], current: MenuShow | null = show) => menu('side', roles, current);

  it('says two menus of the same entries are the same, and tells a changed target, label or entry', () => {
    expect(sameMenu(side(['ROLE_SUPER_ADMIN']), side(['ROLE_SUPER_ADMIN']))).toBe(true);
    expect(sameMenu(side(['ROLE_SUPER_ADMIN']), side(['ROLE_SUPER_ADMIN'], { ...show, id: 4 }))).toBe(false);
    expect(sameMenu(side(['ROLE_SUPER_ADMIN']), side(['ROLE_SUPPORT_ASTECH']))).toBe(false);
    expect(sameMenu(side(['ROLE_STANDIST']), side(['ROLE_STANDIST'], { ...show, singleStandId: 9 }))).toBe(false);
  });

  it('keeps the side menu array when another show is stored, and gives a new one when the current show changes', () => {
    const withShows = reduce(
      reduce(rootState(ADMIN), showSelected({ showId: SHOW_ID })),
      entitiesReceived({ type: 'shows', items: [{ id: SHOW_ID, name: 'Salon', hasDemandConfigs: true, standDocumentsFunction: true } as never] }),
    );
    const before = selectSideMenu(withShows);
    const another = reduce(withShows, entitiesReceived({ type: 'shows', items: [{ id: 99, name: 'Autre salon' } as never] }));
    expect(selectSideMenu(another)).toBe(before);
    const noDemands = reduce(another, entitiesReceived({ type: 'shows', items: [{ id: SHOW_ID, name: 'Salon', hasDemandConfigs: false, standDocumentsFunction: true } as never] }));
    expect(selectSideMenu(noDemands)).not.toBe(before);
    expect(ids(selectSideMenu(noDemands))).not.toContain('demands');
  });
});
