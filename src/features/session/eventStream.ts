/**
 * Pushed changes (issue 26, part 1): while someone is logged in, one stream of GET /backend/events
 * (src/api/eventStream.ts) is held, and each event becomes an intent the features take:
 * - `standMessageCreated` / `standMessageEdited` → `threadChangedPushed({standIds})` (the stand
 *   thread on screen reloads, src/features/standMessages/sagas.ts);
 * - `standChanged` → `standsChangedPushed({standIds})` (the stand list and page reload their
 *   flags and status when a stand they show is named, src/features/stands/sagas.ts);
 * - `manyChanged` → `showsChangedPushed({showIds})`, `resync` → `pushedResync()` (what was
 *   announced may be missed: every screen reloads what it shows).
 * `eventStreamUp` / `eventStreamDown` say when the stream holds (after its `ready` event) and when
 * it is lost: the screens' polling is the fallback while it is down. It reopens when the server
 * ends it (the token's expiry: a fresh token first), at once, and after a failure with backoff
 * (1 s doubling to 60 s); logout closes it.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { ApiError } from '@/api/errors';
import { readEventStream, type PushedEvent } from '@/api/eventStream';
import { isSessionExpired, nowInSeconds } from '@/domain/session';
import { selectLocale } from '@/intl/selectors';
import { loggedOut } from '@/state/actions';
import { awaitRefresh } from './callApi';
import { selectSession } from './selectors';
import { logoutRequested, tokenReceived } from './sessionSlice';

export const eventStreamUp = createAction('events/streamUp');
export const eventStreamDown = createAction('events/streamDown');
export const threadChangedPushed = createAction<{ standIds: number[] }>('events/threadChanged');
export const standsChangedPushed = createAction<{ standIds: number[] }>('events/standsChanged');
export const showsChangedPushed = createAction<{ showIds: number[] }>('events/showsChanged');
export const pushedResync = createAction('events/resync');

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;
export const reconnectDelay = (failures: number): number => (failures <= 0 ? 0 : Math.min(RECONNECT_MIN_MS * 2 ** (failures - 1), RECONNECT_MAX_MS));

let streaming = false;
/** Whether the stream holds now (the watch sagas poll only when it does not). */
export const eventStreamIsUp = (): boolean => streaming;

/** The ids of the IRIs of one collection: ['/backend/stands/3', …] → [3]. */
export const idsOf = (iris: readonly string[], collection: string): number[] =>
  iris.flatMap((iri) => {
    const match = new RegExp(`^/backend/${collection}/(\\d+)$`).exec(iri);
    return match ? [Number(match[1])] : [];
  });

/** The intent of one event (null: nothing to do). */
export function intentOf(event: PushedEvent) {
  switch (event.kind) {
    case 'standMessageCreated':
    case 'standMessageEdited':
      return threadChangedPushed({ standIds: idsOf(event.iris, 'stands') });
    case 'standChanged':
      return standsChangedPushed({ standIds: idsOf(event.iris, 'stands') });
    case 'manyChanged':
      return showsChangedPushed({ showIds: idsOf(event.iris, 'shows') });
    case 'resync':
      return pushedResync();
    default:
      return null;
  }
}

type StreamMessage = { type: 'event'; event: PushedEvent } | { type: 'ended' } | { type: 'failed'; status: number | null };

/** The stream as a channel; closing it aborts the request. */
export function streamChannel(token: string, locale: string): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    const controller = new AbortController();
    readEventStream({ token, locale }, (event) => emit({ type: 'event', event }), controller.signal).then(
      () => emit({ type: 'ended' }),
      (error: unknown) => {
        if (!controller.signal.aborted) emit({ type: 'failed', status: error instanceof ApiError ? error.status : null });
      },
    );
    return () => controller.abort();
  }, buffers.expanding(16));
}

/** One stream, until it ends ('ended'), fails ('failed') or is refused for its token ('unauthorized'). */
export function* holdStream(token: string, locale: string): SagaIterator<'ended' | 'failed' | 'unauthorized'> {
  const channel: EventChannel<StreamMessage> = yield call(streamChannel, token, locale);
  try {
    for (;;) {
      const message: StreamMessage = yield take(channel);
      if (message.type === 'ended') return 'ended';
      if (message.type === 'failed') return message.status === 401 ? 'unauthorized' : 'failed';
      if (message.event.kind === 'ready') {
        streaming = true;
        yield put(eventStreamUp());
        continue;
      }
      const intent = intentOf(message.event);
      if (intent) yield put(intent);
    }
  } finally {
    channel.close();
    if (streaming) {
      streaming = false;
      yield put(eventStreamDown());
    }
  }
}

/** Whether this browser can read a stream by fetch (else the screens keep polling; jsdom cannot). */
export const eventStreamSupported = (): boolean => typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof AbortController === 'function';

/** Streams one after the other while the session lasts. */
export function* streamWhileLoggedIn(): SagaIterator {
  if (!(yield call(eventStreamSupported))) return;
  let failures = 0;
  for (;;) {
    const session: ReturnType<typeof selectSession> = yield select(selectSession);
    if (!session.token) return;
    const now: number = yield call(nowInSeconds);
    if (isSessionExpired(session.exp, now)) {
      try {
        yield call(awaitRefresh);
      } catch {
        return; // The session ended (the refresh logs out).
      }
      continue;
    }
    const locale: string = yield select(selectLocale);
    const outcome: 'ended' | 'failed' | 'unauthorized' = yield call(holdStream, session.token, locale);
    if (outcome === 'ended') failures = 0;
    else failures += 1;
    if (outcome === 'unauthorized') {
      try {
        yield call(awaitRefresh);
      } catch {
        return;
      }
    }
    yield delay(reconnectDelay(failures));
  }
}

/** Holds the stream from login (or a restored session) to logout. */
export function* eventStreamSaga(): SagaIterator {
  for (;;) {
    const session: ReturnType<typeof selectSession> = yield select(selectSession);
    if (!session.token) {
      yield take(tokenReceived.type);
      continue;
    }
    yield race({ stream: call(streamWhileLoggedIn), out: take([loggedOut.type, logoutRequested.type]) });
    // Logged out (or the session could not be refreshed): wait for the next login.
    const after: ReturnType<typeof selectSession> = yield select(selectSession);
    if (after.token) yield take([loggedOut.type, tokenReceived.type]);
  }
}
