import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { callApi } from '@/features/session/callApi';
import type { ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';

/**
 * Stands in for `callApi` in saga tests: `answer` returns the response data, or
 * an ApiError to throw. Every request is recorded.
 */
export function fakeCallApi(answer: (request: ApiRequest) => unknown) {
  const requests: ApiRequest[] = [];
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn !== callApi) return next();
      const request = effect.args[0] as ApiRequest;
      requests.push(request);
      const result = answer(request);
      if (result instanceof ApiError) throw result;
      return { status: 200, data: result };
    },
  };
  return { requests, providers };
}
