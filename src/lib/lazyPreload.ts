/**
 * React.lazy with a head start: `load()` starts (once) the chunk's download, and
 * once it is in, the component renders at once instead of suspending. A plain
 * React.lazy always suspends on its first render, even for a chunk already
 * loaded, and React then holds the revealed content back for up to 300 ms after
 * the fallback it showed (its Suspense reveal throttle): on a first load that
 * nests layout, page and grid, that cost several hundred milliseconds.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P, M extends Module<P> = Module<P>> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (at most once; again after a failure) and resolves with the module. */
  load: () => Promise<M>;
}

/** A thenable React reads synchronously (React.lazy calls `then` and sees the module at once). */
function settled<M>(module: M): Promise<M> {
  const thenable = {
    status: 'fulfilled',
    value: module,
    then(onFulfilled?: (value: M) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  return thenable as unknown as Promise<M>;
}

export function preloadable<P, M extends Module<P> = Module<P>>(importer: () => Promise<M>): Preloadable<P, M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const load = (): Promise<M> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { Component, load };
}
