import { cutShowName, landingPath, singleShowOf } from '@/domain/home';

describe('show card name', () => {
  it('keeps a name of up to 30 characters whole', () => {
    expect(cutShowName('Salon Démo 2027')).toBe('Salon Démo 2027');
    const thirty = 'A'.repeat(30);
    expect(cutShowName(thirty)).toBe(thirty);
  });

  it('cuts a longer name to 27 characters and an ellipsis', () => {
    const name = 'Salon international du meuble de Paris';
    expect(cutShowName(name)).toBe('Salon international du meub…');
    expect(Array.from(cutShowName('B'.repeat(31)))).toHaveLength(28);
  });
});

describe('home redirect', () => {
  it('sends a user with exactly one show there, unless admin or support', () => {
    expect(singleShowOf(['ROLE_ORGANIZER'], [4])).toBe(4);
    expect(singleShowOf(['ROLE_STANDIST'], [4])).toBe(4);
    expect(singleShowOf(['ROLE_ORGANIZER'], [4, 5])).toBeNull();
    expect(singleShowOf(['ROLE_ORGANIZER'], [])).toBeNull();
    expect(singleShowOf(['ROLE_SUPER_ADMIN'], [4])).toBeNull();
    expect(singleShowOf(['ROLE_SUPPORT_ASTECH'], [4])).toBeNull();
  });

  it('lands on the only stand, else on the stand list', () => {
    expect(landingPath(4, { ids: [12], totalItems: 1 })).toBe('/stands/12');
    expect(landingPath(4, { ids: [12, 13], totalItems: 40 })).toBe('/salons/4/stands');
    expect(landingPath(4, { ids: [], totalItems: 0 })).toBe('/salons/4/stands');
    expect(landingPath(4, null)).toBe('/salons/4/stands');
  });
});
