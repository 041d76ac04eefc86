import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { preloadable } from '@/lib/lazyPreload';
import { readPersisted } from '@/app/persist';
import { requestFirstScreen } from '@/app/preload';
import { listPrefetched } from '@/lists/actions';
import { showEntered } from '@/features/session/sessionSlice';

describe('preloadable', () => {
  it('renders a loaded chunk at once, without showing the Suspense fallback', async () => {
    const page = preloadable(() => Promise.resolve({ default: () => <p>the page</p> }));
    await page.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const page = preloadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => null });
    });
    await expect(page.load()).rejects.toThrow('offline');
    await page.load();
    await page.load();
    expect(calls).toBe(2);
  });
});

describe('readPersisted', () => {
  afterEach(() => localStorage.clear());

  it('reads what redux-persist saved, values parsed', () => {
    localStorage.setItem('persist:standplans.session', JSON.stringify({ token: '"abc"', roles: '["ROLE_ORGANIZER"]' }));
    expect(readPersisted('session')).toEqual({ token: 'abc', roles: ['ROLE_ORGANIZER'] });
  });

  it('gives null when absent or unreadable', () => {
    expect(readPersisted('session')).toBeNull();
    localStorage.setItem('persist:standplans.intl', '{not json');
    expect(readPersisted('intl')).toBeNull();
  });
});

describe('requestFirstScreen', () => {
  const run = async (token: string | null, pathname: string, roles = ['ROLE_ORGANIZER']) => {
    const dispatched: UnknownAction[] = [];
    const store = {
      getState: () => ({ session: { token, roles }, queries: {} }),
      dispatch: (action: UnknownAction) => dispatched.push(action),
      subscribe: () => () => undefined,
    };
    await requestFirstScreen(store, pathname);
    return dispatched;
  };

  const plain = (actions: UnknownAction[]) => actions.map(({ type, payload }) => {
    // A request's id is random; its resource and parameters are what is asked.
    const { requestId: _requestId, ...rest } = (payload ?? {}) as Record<string, unknown>;
    return { type, payload: rest };
  });
  const shellShows = { type: 'queries/listRequested', payload: { resource: 'shows', params: { enabled: true, 'order[createdAt]': 'desc', all: 1 }, key: 'shows?all=1&enabled=true&order%5BcreatedAt%5D=desc' } };

  it('asks for the stand list of the address, its show and the switcher\'s shows before the first render', async () => {
    expect(plain(await run('t', '/salons/3/stands'))).toEqual(plain([
      shellShows as UnknownAction,
      showEntered({ showId: 3 }),
      listPrefetched({ list: 'stands', path: '/salons/3/stands', scope: { show: '3' } }),
    ]));
  });

  it('asks only what the shell needs on a screen without a first request, nothing for a visitor', async () => {
    expect(await run(null, '/salons/3/stands')).toEqual([]);
    expect(plain(await run('t', '/layout-types'))).toEqual(plain([shellShows as UnknownAction]));
    // An invalid show: no show, no list.
    expect(plain(await run('t', '/salons/abc/stands'))).toEqual(plain([shellShows as UnknownAction]));
    // A standist's list opens with the single-stand check instead.
    expect(plain(await run('t', '/salons/3/stands', ['ROLE_STANDIST']))).toEqual(plain([shellShows as UnknownAction, showEntered({ showId: 3 })]));
  });
});
