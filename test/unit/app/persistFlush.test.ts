import { loggedOut } from '@/state/actions';
import { tokenReceived } from '@/features/session/sessionSlice';
import { makeStore } from '@/app/store';

const payload = { roles: ['ROLE_ADMIN'], user_id: 7, username: 'a', exp: 4102444800, user_informations: { email: 'a@b.c' } };
const storedSession = () => JSON.parse(window.localStorage.getItem('persist:standplans.session') ?? '{}');

describe('session persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('writes a new token and a logout to storage at once, before any reload could read the old ones', async () => {
    const { store } = makeStore();
    await new Promise((resolve) => setTimeout(resolve, 0)); // rehydration

    store.dispatch(tokenReceived({ token: 'jwt-1', refreshToken: 'refresh-1', payload }));
    expect(JSON.parse(storedSession().refreshToken)).toBe('refresh-1');

    store.dispatch(tokenReceived({ token: 'jwt-2', refreshToken: 'refresh-2', payload }));
    expect(JSON.parse(storedSession().refreshToken)).toBe('refresh-2');

    store.dispatch(loggedOut());
    expect(JSON.parse(storedSession().token)).toBeNull();
  });
});
