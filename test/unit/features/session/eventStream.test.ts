/**
 * Pushed changes in the SPA (issue 26, part 1): the stream held while logged in becomes intents;
 * the stand thread reloads on its events and polls, with a growing pause, only while the stream
 * is down; logout closes the stream; the stand list reloads when a stand it shows changed, a stand
 * page asks for its stand again and nothing else.
 */
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { SseParser } from '@/api/eventStream';
import { combineReducers } from '@reduxjs/toolkit';
import queriesReducer, { itemRequested, listRequested, queriesInvalidated } from '@/entities/queriesSlice';
import {
  eventStreamDown,
  eventStreamIsUp,
  eventStreamSaga,
  eventStreamSupported,
  eventStreamUp,
  reconnectDelay,
  standsChangedPushed,
  streamChannel,
  threadChangedPushed,
} from '@/features/session/eventStream';
import { threadWatchStarted } from '@/features/standMessages/actions';
import { pageVisible, POLL_MAX_MS, POLL_MS, watchThread } from '@/features/standMessages/sagas';
import { refreshStandsInView } from '@/features/stands/sagas';
import { loggedOut } from '@/state/actions';

/** How many times the thread was asked. */
const listRequests = (effects: unknown[]) =>
  effects.filter((e) => (e as { type?: string; payload?: { action?: { type?: string } } }).type === 'PUT' && (e as { payload: { action: { type: string } } }).payload.action?.type === listRequested.type).length;

const params = { stand: 7, page: 1, itemsPerPage: 50, 'order[createdAt]': 'desc' };

describe('reading the stream', () => {
  it('parses events split anywhere across chunks, skips comments, keeps the retry hint', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 3000\n\n: heartbeat\n\nevent: standChanged\ndata: {"kind":"standCh')).toEqual([]);
    expect(parser.push('anged","iris":["/backend/stands/3"]}\n\nevent: ready\r\ndata: {"kind":"ready","iris":[]}\r\n\r\n')).toEqual([
      { kind: 'standChanged', iris: ['/backend/stands/3'] },
      { kind: 'ready', iris: [] },
    ]);
    expect(parser.retryMs).toBe(3000);
  });

  it('reconnects at once after the server ended the stream, then after 1 s, 2 s, 4 s… up to 60 s after failures', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([0, 1000, 2000, 4000, 60000]);
  });
});

describe('the stand thread', () => {
  it('reloads the thread and the stand when an event names its stand, and not for another stand', () =>
    expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
      .provide([[matchers.call.fn(eventStreamIsUp), true]])
      .delay(5)
      .dispatch(threadChangedPushed({ standIds: [8] }))
      .delay(5)
      .dispatch(threadChangedPushed({ standIds: [7] }))
      .put.like({ action: { type: listRequested.type, payload: { resource: 'standMessages', params } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .silentRun(50)
      .then(({ allEffects }) => {
        // Once (for stand 7): the event about stand 8 asked nothing.
        expect(listRequests(allEffects)).toBe(1);
      }));

  it('does not poll while the stream holds', () => {
    const races: Record<string, unknown>[] = [];
    return expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
      .provide([
        [matchers.call.fn(eventStreamIsUp), true],
        { race: (effect) => (races.push(effect as unknown as Record<string, unknown>), races.length < 3 ? { streamDown: true } : { stopped: true }) },
      ])
      .not.put.like({ action: { type: listRequested.type } })
      .silentRun(50)
      .then(() => {
        expect(races.every((r) => !('tick' in r))).toBe(true);
      });
  });

  it('polls while the stream is down, each pause half longer up to POLL_MAX_MS, and asks once more when it is back', () => {
    const pauses: number[] = [];
    let up = false;
    let round = 0;
    return expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
      .provide([
        {
          call: (effect, next) => (effect.fn === eventStreamIsUp ? up : effect.fn === pageVisible ? true : next()),
          race: (effect) => {
            const branches = effect as unknown as Record<string, { payload?: { args?: unknown[] } }>;
            round += 1;
            if (branches.tick && round <= 6) pauses.push(Number(branches.tick.payload?.args?.[0]));
            if (round <= 6) return { tick: true };
            if (round === 7) {
              up = true;
              return { streamUp: true };
            }
            return { stopped: true };
          },
        },
      ])
      .silentRun(50)
      .then(({ allEffects }) => {
        expect(pauses).toEqual([POLL_MS, POLL_MS * 1.5, POLL_MS * 2.25, Math.min(POLL_MS * 3.375, POLL_MAX_MS), POLL_MAX_MS, POLL_MAX_MS]);
        // Six polls, then one reload when the stream came back.
        expect(listRequests(allEffects)).toBe(7);
      });
  });
});

describe('holding the stream', () => {
  const loggedIn = { session: { token: 'access-token', exp: 4_000_000_000 }, intl: { locale: 'fr' } };

  it('turns events into intents, says when it holds, and closes it on logout', async () => {
    const fake = channel<object>();
    const close = jest.spyOn(fake, 'close');
    fake.put({ type: 'event', event: { kind: 'ready', iris: [] } });
    fake.put({ type: 'event', event: { kind: 'standMessageCreated', iris: ['/backend/stand_messages/45', '/backend/stands/7'] } });
    fake.put({ type: 'event', event: { kind: 'standChanged', iris: ['/backend/stands/7', '/backend/stands/9'] } });
    await expectSaga(eventStreamSaga)
      .withState(loggedIn)
      .provide([
        [matchers.call.fn(eventStreamSupported), true],
        [matchers.call.fn(streamChannel), fake],
      ])
      .call.like({ fn: streamChannel, args: ['access-token'] })
      .put(eventStreamUp())
      .put(threadChangedPushed({ standIds: [7] }))
      .put(standsChangedPushed({ standIds: [7, 9] }))
      .dispatch(loggedOut())
      .put(eventStreamDown())
      .silentRun(50);
    expect(close).toHaveBeenCalled();
    expect(eventStreamIsUp()).toBe(false);
  });

  it('opens no stream for nobody', () =>
    expectSaga(eventStreamSaga)
      .withState({ session: { token: null, exp: null }, intl: { locale: 'fr' } })
      .provide([[matchers.call.fn(eventStreamSupported), true]])
      .not.call.fn(streamChannel)
      .silentRun(50));
});

describe('the stand list', () => {
  const state = (ids: number[]) => ({ queries: { 'stands?show=1': { resource: 'stands', params: { show: '1' }, ids, status: 'succeeded' } } });

  it('reloads when a stand it shows changed', () =>
    expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [7] }))
      .withState(state([5, 7]))
      .put(queriesInvalidated({ resource: 'stands', lists: true }))
      .not.put.like({ action: { type: itemRequested.type } })
      .run());

  it('does not reload for a stand it does not show', () =>
    expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [8] }))
      .withState(state([5, 7]))
      .not.put.like({ action: { type: queriesInvalidated.type } })
      .run());
});

describe('the stand page', () => {
  /** A stand page of stand 7 (its item query), no thread open; the list it came from holds 5 and 7. */
  const page = (extra: Record<string, unknown> = {}) => ({
    queries: {
      'stands/7': { resource: 'stands', params: null, ids: [7], status: 'succeeded', stale: false },
      'shows/1': { resource: 'shows', params: null, ids: [1], status: 'succeeded', stale: false },
      ...extra,
    },
  });

  it('asks again for the changed stand only, reloading nothing else', () =>
    expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [7] }))
      .withState(page())
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .not.put.like({ action: { type: queriesInvalidated.type } })
      .not.put.like({ action: { type: listRequested.type } })
      .run());

  it('leaves the page alone for another stand', () =>
    expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [8] }))
      .withState(page())
      .not.put.like({ action: { type: itemRequested.type } })
      .not.put.like({ action: { type: queriesInvalidated.type } })
      .run());

  it('with the list it came from in the store: the stand asked again, the lists only marked stale (the stand entity stays fresh)', async () => {
    const { storeState } = await expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [7] }))
      .withReducer(combineReducers({ queries: queriesReducer }), page({ 'stands?show=1': { resource: 'stands', params: { show: '1' }, ids: [5, 7], status: 'succeeded', stale: false } }) as never)
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .put(queriesInvalidated({ resource: 'stands', lists: true }))
      .run();
    expect(storeState.queries['stands?show=1'].stale).toBe(true);
    expect(storeState.queries['stands/7']).toMatchObject({ status: 'loading', stale: false });
    expect(storeState.queries['shows/1'].stale).toBe(false);
  });

  it('a stand already being asked for is not asked twice', () =>
    expectSaga(refreshStandsInView, standsChangedPushed({ standIds: [7] }))
      .withState(page({ 'stands/7': { resource: 'stands', params: null, ids: [7], status: 'loading', stale: false } }))
      .not.put.like({ action: { type: itemRequested.type } })
      .run());
});
