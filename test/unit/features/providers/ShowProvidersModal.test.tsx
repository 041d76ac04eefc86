import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@/app/store';
import type { ProviderShow } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { SHOW_PROVIDERS_MODAL, providerLinkClicked } from '@/features/providers/actions';
import ShowProvidersModal from '@/features/providers/ShowProvidersModal';
import { modalOpened } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const SHOW_ID = 3;
const placement = (id: number, category: [number, string], name: string, extra: Partial<ProviderShow> = {}): ProviderShow =>
  ({
    '@id': `/backend/provider_shows/${id}`,
    '@type': 'ProviderShow',
    id,
    show: `/backend/shows/${SHOW_ID}`,
    providerShowCategory: { '@id': `/backend/provider_show_categories/${category[0]}`, id: category[0], name: category[1] },
    provider: {
      '@id': `/backend/providers/${id}`,
      id,
      name,
      email: `${name.toLowerCase()}@provider.test`,
      link: `https://${name.toLowerCase()}.test`,
      logoUrl: `/backend/logos/${id}-abcdef12.png`,
      contacts: [{ id: 40 + id, lastname: 'Martin', firstname: 'Léa', phone: '0102030405', company: name }],
    },
    link: null,
    wording: null,
    email: null,
    counter: 0,
    ...extra,
  }) as ProviderShow;

function standistWithProviders(placements: ProviderShow[]): RootState {
  const request = listRequested({ resource: 'providerShows', params: { show: String(SHOW_ID), pagination: 'false' } });
  return reduce(
    loggedInState(['ROLE_STANDIST'], { selectedShowByUser: { '7': SHOW_ID } }),
    request,
    entitiesReceived({ type: 'providerShows', items: placements }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: placements.map((p) => p.id), totalItems: placements.length, fetchedAt: 1 }),
    modalOpened({ name: SHOW_PROVIDERS_MODAL }),
  );
}

describe('the providers modal of the side menu', () => {
  it("lists the show's providers by category with logo, link, e-mail and contacts", () => {
    renderWithStore(<ShowProvidersModal />, standistWithProviders([placement(1, [2, 'Traiteurs'], 'Ambre'), placement(2, [1, 'Électricité'], 'Lumens', { wording: 'Raccordements' })]));
    const dialog = screen.getByRole('dialog', { name: 'Prestataires du salon' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Électricité', 'Traiteurs']);
    const lumens = within(dialog).getByRole('region', { name: 'Électricité' });
    expect(within(lumens).getByText('Raccordements')).toBeTruthy();
    expect(within(lumens).getByRole('link', { name: 'lumens@provider.test' }).getAttribute('href')).toBe('mailto:lumens@provider.test');
    expect(within(lumens).getByText(/Léa Martin · Lumens/)).toBeTruthy();
    expect(lumens.querySelector('img')?.getAttribute('src')).toBe('/backend/logos/2-abcdef12.png');
  });

  it('opens a link in a new tab as a real link, and asks for the click to be counted', async () => {
    const { dispatched } = renderWithStore(<ShowProvidersModal />, standistWithProviders([placement(1, [2, 'Traiteurs'], 'Ambre', { link: 'https://ambre.test/salon' })]));
    const link = screen.getByRole('link', { name: 'Site de Ambre' });
    expect(link.getAttribute('href')).toBe('https://ambre.test/salon');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // jsdom does not navigate; the click's default action is the browser's.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(dispatched).toContainEqual(providerLinkClicked({ placementId: 1 }));
  });

  it('says when the show has no provider', () => {
    renderWithStore(<ShowProvidersModal />, standistWithProviders([]));
    expect(screen.getByText('Aucun prestataire sur ce salon.')).toBeTruthy();
  });
});
