/**
 * The shell does not ask for the enabled shows the login (or the home) has just read (issue 20):
 * it did as it mounted, a second request right after the login's.
 */
import { rootReducer } from '@/app/store';
import { HOME_SHOWS_PARAMS, SHOWS_JUST_FETCHED_MS } from '@/domain/home';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { usePrivateShell } from '@/layouts/hooks';
import { renderWithStore } from '../helpers/render';
import { loggedInState } from '../helpers/state';

function Shell() {
  usePrivateShell(null);
  return null;
}

function answeredAt(fetchedAt: number) {
  const request = listRequested({ resource: 'shows', params: HOME_SHOWS_PARAMS });
  const { key, requestId } = request.payload;
  return rootReducer(rootReducer(loggedInState(['ROLE_SUPER_ADMIN']), request), listSucceeded({ key, requestId, ids: [], totalItems: 0, fetchedAt }));
}

const showRequests = (dispatched: { type: string; payload?: unknown }[]) =>
  dispatched.filter((action) => listRequested.match(action) && action.payload.resource === 'shows');

it('uses the shows just read as they are', () => {
  const { dispatched } = renderWithStore(<Shell />, answeredAt(Date.now()));
  expect(showRequests(dispatched)).toEqual([]);
});

it('asks for shows read longer ago, or never read', () => {
  expect(showRequests(renderWithStore(<Shell />, answeredAt(Date.now() - SHOWS_JUST_FETCHED_MS - 60_000)).dispatched)).toHaveLength(1);
  expect(showRequests(renderWithStore(<Shell />, loggedInState(['ROLE_SUPER_ADMIN'])).dispatched)).toHaveLength(1);
});
