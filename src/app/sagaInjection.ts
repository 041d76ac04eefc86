/**
 * Sagas of lazily loaded areas: the route that loads a page also loads its
 * sagas and starts them once (`injectSaga`), so their code (and libraries such
 * as luxon) stays out of the first-load bundle. The store registers the runner.
 */
import type { Saga, Task } from 'redux-saga';

type Runner = (saga: Saga) => Task;

let runner: Runner | null = null;
const started = new Map<string, Task>();
const waiting = new Map<string, Saga>();

export function registerSagaRunner(run: Runner): void {
  runner = run;
  started.clear();
  for (const [key, saga] of waiting) started.set(key, run(saga));
  waiting.clear();
}

/** Starts `saga` under `key` unless a saga with that key already runs. */
export function injectSaga(key: string, saga: Saga): void {
  if (started.has(key) || waiting.has(key)) return;
  if (runner) started.set(key, runner(saga));
  else waiting.set(key, saga);
}

/** Starts an area's sagas as soon as their module is in. */
export function loadSagas(key: string, sagas: Promise<{ default: Saga }>): Promise<void> {
  return sagas.then((sagaModule) => injectSaga(key, sagaModule.default));
}

/** Loads a page module together with its area's sagas (for React.lazy); the sagas start as soon as they are in. */
export function withSagas<T>(page: Promise<T>, key: string, sagas: Promise<{ default: Saga }>): Promise<T> {
  return Promise.all([page, loadSagas(key, sagas)]).then(([module]) => module);
}
