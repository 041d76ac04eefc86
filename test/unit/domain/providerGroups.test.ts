import type { ProviderShow } from '@/domain/api';
import { groupByCategory, placementLink, totalClicks } from '@/domain/providerGroups';

const placement = (id: number, category: [number, string], provider: string, extra: Partial<ProviderShow> = {}): ProviderShow =>
  ({
    '@id': `/backend/provider_shows/${id}`,
    '@type': 'ProviderShow',
    id,
    show: '/backend/shows/1',
    providerShowCategory: { '@id': `/backend/provider_show_categories/${category[0]}`, id: category[0], name: category[1] },
    provider: { '@id': `/backend/providers/${id}`, id, name: provider, email: 'a@b.test', link: 'https://provider.test', logoUrl: null, contacts: [] },
    link: null,
    wording: null,
    email: null,
    counter: id,
    ...extra,
  }) as ProviderShow;

describe('the providers of a show by category', () => {
  it('sorts the categories and their providers by name, accents and case aside', () => {
    const groups = groupByCategory([
      placement(1, [2, 'Traiteurs'], 'zéphyr'),
      placement(2, [1, 'Électricité'], 'Lumens'),
      placement(3, [2, 'Traiteurs'], 'Ambre'),
      placement(4, [3, 'Mobilier'], 'Bois & Co'),
    ]);
    expect(groups.map((g) => [g.category.name, g.placements.map((p) => p.provider.name)])).toEqual([
      ['Électricité', ['Lumens']],
      ['Mobilier', ['Bois & Co']],
      ['Traiteurs', ['Ambre', 'zéphyr']],
    ]);
  });

  it("opens a placement's own link, else its provider's", () => {
    expect(placementLink(placement(1, [1, 'A'], 'X', { link: 'https://own.test' }))).toBe('https://own.test');
    expect(placementLink(placement(1, [1, 'A'], 'X'))).toBe('https://provider.test');
  });

  it('adds the clicks of the show', () => {
    expect(totalClicks([placement(1, [1, 'A'], 'X'), placement(4, [1, 'A'], 'Y')])).toBe(5);
  });
});
