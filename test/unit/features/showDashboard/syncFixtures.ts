/** A sync report of show 3 as the API gives it (a manual run by Alice Martin), patched per test. */
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { ApiRequest } from '@/api/client';
import type { ShowSyncReport } from '@/domain/api';
import { fakeCallApi } from '../../helpers/fakeApi';

export const syncReport = (patch: Partial<ShowSyncReport> = {}): ShowSyncReport => ({
  '@id': '/backend/show_sync_reports/41',
  '@type': 'ShowSyncReport',
  id: 41,
  show: '/backend/shows/3',
  kind: 'sync',
  trigger: 'manual',
  status: 'running',
  progress: 0,
  startedAt: '2027-03-01T08:00:00+00:00',
  finishedAt: null,
  counts: null,
  changes: [],
  errorCode: null,
  errorParams: null,
  createdByName: 'Alice Martin',
  ...patch,
});

const DELAY = delay(0).payload.fn;

/**
 * The API of `answer` (see fakeCallApi) and the pauses between readings: recorded, never waited
 * (`waitForever`: endless, the user then leaves).
 */
export function fakeSyncServer(answer: (request: ApiRequest) => unknown, options: { waitForever?: boolean } = {}) {
  const api = fakeCallApi(answer);
  const waits: number[] = [];
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn === DELAY) {
        waits.push(effect.args[0] as number);
        return options.waitForever ? new Promise(() => undefined) : undefined;
      }
      return api.providers.call!(effect, next);
    },
  };
  return { requests: api.requests as ApiRequest[], waits, providers };
}
