import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { preloadable } from '@/lib/lazyPreload';
import { readPersisted } from '@/app/persist';
import { requestFirstScreen } from '@/app/preload';
import { listPrefetched } from '@/lists/actions';

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

  it('asks for the stand list of the address before the first render', async () => {
    expect(await run('t', '/salons/3/stands')).toEqual([
      listPrefetched({ list: 'stands', path: '/salons/3/stands', scope: { show: '3' } }),
    ]);
  });

  it('asks nothing for an anonymous visitor, another screen or an invalid show', async () => {
    expect(await run(null, '/salons/3/stands')).toEqual([]);
    expect(await run('t', '/layout-types')).toEqual([]);
    expect(await run('t', '/salons/abc/stands')).toEqual([]);
    // A standist's list opens with the single-stand check instead.
    expect(await run('t', '/salons/3/stands', ['ROLE_STANDIST'])).toEqual([]);
  });
});
