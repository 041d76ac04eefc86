/**
 * A full navigation's first requests leave as soon as the session is read, and the screen's sagas
 * take their answers instead of asking again (issue 20: on the stand list, the profile went out
 * ~0.9 s after the navigation and the rows ~1.2 s, after the chunks and the first render).
 */
import { apiFetch, apiUrl } from '@/api/client';
import { clearPrefetched, PREFETCH_TTL_MS } from '@/api/prefetch';
import { earlyRequests, startEarlyRequests } from '@/app/earlyRequests';
import { requestFirstScreen } from '@/app/preload';
import { makeStore } from '@/app/store';
import { appStarted } from '@/features/session/actions';
import { selectCurrentShowId } from '@/layouts/selectors';
import { ADMIN, rootState, stand, STANDIST } from '../features/stands/fixtures';

const SHOW = { '@id': '/backend/shows/3', id: 3, name: 'Salon Démo 2027', enabled: true };

/** jsdom has no fetch Response: the few members apiFetch reads. */
function answer(body: unknown) {
  const text = JSON.stringify(body);
  return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
}

function serverAnswers(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://app.test');
  if (pathname === '/backend/users/7/me') return answer({ id: 7, firstName: 'Ada', lastName: 'Admin' });
  if (pathname === '/backend/shows/3') return answer(SHOW);
  if (pathname === '/backend/shows') return answer({ 'hydra:member': [SHOW], 'hydra:totalItems': 1 });
  if (pathname === '/backend/stands' && searchParams.get('show') === '3') return answer({ 'hydra:member': [stand(11), stand(12)], 'hydra:totalItems': 2 });
  return { ok: false, status: 404, headers: { get: () => null }, text: async () => '' };
}

let sent: string[];
beforeEach(() => {
  clearPrefetched();
  sent = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    sent.push(decodeURIComponent(String(url)));
    return serverAnswers(String(url));
  }) as unknown as typeof fetch;
});

it('sends the stand list screen\'s requests at once, and the screen asks none of them again', async () => {
  const { store } = makeStore({ persist: false, preloadedState: rootState(ADMIN) });
  startEarlyRequests(store.getState(), '/salons/3/stands');
  // Before any saga ran: the profile, the switcher's shows, the show, the list's first page.
  expect([...sent].sort()).toEqual(
    [
      '/backend/users/7/me',
      '/backend/shows?all=1&enabled=true&order[createdAt]=desc',
      '/backend/shows/3',
      '/backend/stands?itemsPerPage=50&order[name]=asc&page=1&show=3',
    ].sort(),
  );
  // The app opens the screen as it does on a reload: its sagas ask, the answers are the ones under way.
  store.dispatch(appStarted());
  await requestFirstScreen(store, '/salons/3/stands');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toHaveLength(4);
  const state = store.getState();
  expect(state.entities.shows.entities[3]?.name).toBe('Salon Démo 2027');
  expect(state.entities.stands.ids).toEqual([11, 12]);
  expect(state.entities.users.entities[7]).toBeTruthy();
  // The show is the current one before the first render (the shell's switcher and title).
  expect(selectCurrentShowId(state)).toBe(3);
});

it('starts nothing for a visitor or an expired session, and only the profile and the shell on a screen the user may not see', () => {
  const visitor = rootState(ADMIN);
  expect(earlyRequests({ ...visitor, session: { ...visitor.session, token: null } }, '/salons/3/stands')).toEqual([]);
  expect(earlyRequests({ ...visitor, session: { ...visitor.session, exp: 1 } }, '/salons/3/stands')).toEqual([]);
  // A standist's list opens with the single-stand check, not the list's page.
  const paths = earlyRequests(rootState(STANDIST), '/salons/3/stands').map((get) => get.path);
  expect(paths).toEqual(['/users/7/me', '/shows', '/shows/3']);
});

it('sends a request again when its answer was started with another token, or too long ago', async () => {
  const { store } = makeStore({ persist: false, runSagas: false, preloadedState: rootState(ADMIN) });
  startEarlyRequests(store.getState(), '/salons/3/stands');
  expect(sent).toHaveLength(4);
  await apiFetch({ path: '/shows/3' }, { token: 'another', locale: 'fr' });
  expect(sent.filter((url) => url === '/backend/shows/3')).toHaveLength(2);

  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
  await apiFetch({ path: '/users/7/me' }, { token: 't', locale: 'fr' });
  clock.mockRestore();
  expect(sent.filter((url) => url === '/backend/users/7/me')).toHaveLength(2);
});

it('starts the stand page\'s stand and thread with the profile and the shell\'s shows', () => {
  const gets = earlyRequests(rootState(ADMIN), '/stands/5').map((get) => decodeURIComponent(apiUrl(get.path, get.params)));
  expect(gets).toEqual([
    '/backend/users/7/me',
    '/backend/shows?all=1&enabled=true&order[createdAt]=desc',
    '/backend/stands/5',
    '/backend/stand_messages?itemsPerPage=50&order[createdAt]=desc&page=1&stand=5',
  ]);
});
