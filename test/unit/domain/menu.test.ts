import { visibleMenu } from '@/domain/menu';

const show = { id: 3, hasDemandConfigs: true, standDocumentsFunction: true };
const ids = (entries: Array<{ id: string }>) => entries.map((e) => e.id);

describe('private layout menus', () => {
  it('shows Stands of the current show, and only the areas already built', () => {
    const side = visibleMenu('side', ['ROLE_SUPER_ADMIN'], show);
    expect(side).toEqual([{ id: 'stands', labelId: 'layout.menu.stands', to: '/salons/3/stands' }]);
  });

  it('shows no show-bound entry without a current show', () => {
    expect(visibleMenu('side', ['ROLE_ORGANIZER'], null)).toEqual([]);
  });

  it('gives layout types in settings to admin, support and organizer, not to standists', () => {
    expect(ids(visibleMenu('settings', ['ROLE_ADMIN'], show))).toEqual(['layoutTypes']);
    expect(ids(visibleMenu('settings', ['ROLE_SUPPORT_ASTECH'], show))).toEqual(['layoutTypes']);
    expect(ids(visibleMenu('settings', ['ROLE_ORGANIZER'], show))).toEqual(['layoutTypes']);
    expect(visibleMenu('settings', ['ROLE_STANDIST'], show)).toEqual([]);
  });

  it('offers legal notice and logout in the account menu', () => {
    expect(ids(visibleMenu('account', ['ROLE_STANDIST'], show))).toEqual(['legal', 'logout']);
  });

  it('applies permissions and show functions to built entries', () => {
    const menu = [
      { id: 'show', placement: 'side' as const, labelId: 'x', path: (s: number) => `/salons/${s}`, permission: 'show.view' as const, needsShow: true, built: true },
      { id: 'docs', placement: 'side' as const, labelId: 'y', path: (s: number) => `/salons/${s}/documents`, needsShow: true, showFlag: 'standDocumentsFunction' as const, built: true },
    ];
    expect(ids(visibleMenu('side', ['ROLE_ORGANIZER'], show, menu))).toEqual(['show', 'docs']);
    expect(ids(visibleMenu('side', ['ROLE_STANDIST'], show, menu))).toEqual(['docs']);
    expect(ids(visibleMenu('side', ['ROLE_ORGANIZER'], { ...show, standDocumentsFunction: false }, menu))).toEqual(['show']);
  });
});
