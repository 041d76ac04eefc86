import { loggedOut } from '@/state/actions';
import { localeSet } from '@/intl/intlSlice';
import { selectSelectedShowId } from '@/features/session/selectors';
import { listChanged } from '@/lists/actions';
import { selectListState } from '@/lists/selectors';
import { selectLocale } from '@/intl/selectors';
import { loginRequested, showSelected, tokenReceived } from '@/features/session/sessionSlice';
import { decodeTokenPayload } from '@/domain/session';
import { initialState, makeJwt, reduce } from '../helpers/state';
import type { RootState } from '@/state/rootState';

const login = (userId: number) => {
  const token = makeJwt({ user_id: userId, roles: ['ROLE_ORGANIZER'], username: `u${userId}`, exp: 2000000000 });
  return tokenReceived({ token, refreshToken: `r${userId}`, payload: decodeTokenPayload(token) });
};

describe('session', () => {
  it('holds what the token says after login', () => {
    const state = reduce(initialState(), loginRequested({ username: 'a', password: 'b' }), login(7));
    expect(state.session).toMatchObject({
      refreshToken: 'r7',
      exp: 2000000000,
      userId: 7,
      roles: ['ROLE_ORGANIZER'],
      username: 'u7',
      email: 'organizer@demo.test',
      loginStatus: 'pending',
    });
    expect(state.session.token).toMatch(/\./);
  });

  it('keeps the selected show of each user across logout, and forgets the tokens', () => {
    let state = reduce(initialState(), login(7), showSelected({ showId: 3 }));
    expect(selectSelectedShowId(state)).toBe(3);
    state = reduce(state, loggedOut());
    expect(state.session).toMatchObject({ token: null, refreshToken: null, userId: null, roles: [] });
    expect(selectSelectedShowId(state)).toBeNull();
    state = reduce(state, login(8));
    expect(selectSelectedShowId(state)).toBeNull();
    state = reduce(state, loggedOut(), login(7));
    expect(selectSelectedShowId(state)).toBe(3);
  });
});

describe('prefs', () => {
  const TARGET = { list: 'stands', path: '/salons/3/stands', scope: { show: '3' } };
  const search = (state: RootState) => selectListState(state, TARGET).search;
  const typed = (text: string) => listChanged({ ...TARGET, change: { kind: 'filters', patch: { search: text } } });

  it('keeps list state per path and per user, across logout and login', () => {
    let state = reduce(initialState(), login(7), typed('acme'));
    expect(search(state)).toBe('acme');
    state = reduce(state, loggedOut());
    expect(search(state)).toBe('');
    state = reduce(state, login(8));
    expect(search(state)).toBe('');
    state = reduce(state, typed('bolt'), loggedOut(), login(7));
    expect(search(state)).toBe('acme');
    expect(selectListState(state, { ...TARGET, path: '/salons/4/stands', scope: { show: '4' } }).search).toBe('');
    state = reduce(state, listChanged({ ...TARGET, change: { kind: 'reset' } }));
    expect(search(state)).toBe('');
  });

  it('saves nothing without a user', () => {
    const state = reduce(initialState(), typed('acme'));
    expect(state.prefs.listStateByUser).toEqual({});
  });

  it('returns the same state object while the saved entry does not change', () => {
    const state = reduce(initialState(), login(7), typed('acme'));
    const unrelated = reduce(state, showSelected({ showId: 4 }));
    expect(unrelated).not.toBe(state);
    expect(selectListState(unrelated, TARGET)).toBe(selectListState(state, TARGET));
  });
});

describe('locale', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows a French browser until a language is chosen, and falls back to it for a null choice', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    let state = initialState();
    expect(selectLocale(state)).toBe('fr');
    state = reduce(state, localeSet('en'));
    expect(selectLocale(state)).toBe('en');
    state = reduce(state, localeSet(null));
    expect(selectLocale(state)).toBe('fr');
  });

  it('starts in English for an English browser', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(selectLocale(reduce(initialState(), localeSet(null)))).toBe('en');
  });
});
