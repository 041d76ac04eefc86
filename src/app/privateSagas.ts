/**
 * The list screens' sagas and the features' `privateSagas`: loaded with the private layout
 * (guards.tsx) and before a first screen's request (preload.ts), started once, so that every
 * logged-in screen finds them running while the login screen carries none of their code
 * (issue 20, first-load JavaScript).
 */
import { FEATURES } from './features';
import { loadSagas } from './sagaInjection';

export function loadPrivateSagas(): Promise<void> {
  const loads = FEATURES.flatMap((feature) => (feature.privateSagas ? [loadSagas(`${feature.name}.private`, feature.privateSagas())] : []));
  loads.push(loadSagas('lists', import(/* webpackChunkName: "private-sagas" */ '@/lists/sagas')));
  return Promise.all(loads).then(() => undefined);
}
