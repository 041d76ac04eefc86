import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvertiserShow } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { advertisementClicked } from '@/features/advertisers/actions';
import SideAdvertiserLinks from '@/features/advertisers/SideAdvertiserLinks';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const advertisement = (id: number, name: string, link: string | null): AdvertiserShow =>
  ({
    '@id': `/backend/advertiser_shows/${id}`,
    '@type': 'AdvertiserShow',
    id,
    show: '/backend/shows/3',
    advertiser: { '@id': `/backend/advertisers/${id}`, id, name, link: `https://${id}.advertiser.test`, logoUrl: `/backend/logos/${id}-abcdef12.png` },
    wording: null,
    link,
    counter: 0,
  }) as AdvertiserShow;

function withAdvertisements(items: AdvertiserShow[]) {
  const request = listRequested({ resource: 'advertiserShows', params: { show: '3', pagination: 'false' } });
  return reduce(
    loggedInState(['ROLE_STANDIST']),
    request,
    entitiesReceived({ type: 'advertiserShows', items }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: items.map((i) => i.id), totalItems: items.length, fetchedAt: 1 }),
  );
}

describe("the advertisers' logos at the foot of the side menu", () => {
  it('shows each logo as a link opening in a new tab, and asks for the click to be counted', async () => {
    const { dispatched } = renderWithStore(<SideAdvertiserLinks showId={3} collapsed={false} />, withAdvertisements([advertisement(1, 'Brasserie', 'https://brasserie.test/offre'), advertisement(2, 'Imprimerie', null)]));
    expect(screen.getByRole('list', { name: 'Annonceurs du salon' })).toBeTruthy();
    const brasserie = screen.getByRole('link', { name: 'Brasserie (ouvre un nouvel onglet)' });
    expect(brasserie.getAttribute('href')).toBe('https://brasserie.test/offre');
    expect(brasserie.getAttribute('target')).toBe('_blank');
    expect(brasserie.getAttribute('rel')).toBe('noopener noreferrer');
    // No link of its own: the advertiser's.
    expect(screen.getByRole('link', { name: 'Imprimerie (ouvre un nouvel onglet)' }).getAttribute('href')).toBe('https://2.advertiser.test');
    brasserie.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(brasserie);
    expect(dispatched).toContainEqual(advertisementClicked({ advertisementId: 1 }));
  });

  it('shows nothing without advertisements', () => {
    const { container } = renderWithStore(<SideAdvertiserLinks showId={3} collapsed />, withAdvertisements([]));
    expect(container.innerHTML).toBe('');
  });
});
