/**
 * The bridge through which sagas navigate: the router registers itself at start
 * (NavigatorBridge, rendered inside the router by App.tsx); sagas
 * `yield call(navigate, '/login')`. No navigation logic in views. A navigation asked
 * for before the router is mounted (sagas run before the first render) is kept and
 * done when it registers.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { recordRoute } from './recorder/recorder';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateFn: NavigateFn | null = null;
let pending: { to: string; options?: NavigateOptions } | null = null;
let locationFn: () => string = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);

export function registerNavigator(navigate: NavigateFn, currentLocation?: () => string): void {
  navigateFn = navigate;
  if (currentLocation) locationFn = currentLocation;
  if (pending) {
    const { to, options } = pending;
    pending = null;
    navigate(to, options);
  }
}

let preloadFn: (path: string) => void = () => undefined;

/** How the app loads a screen's chunks (app/preload.ts's preloadScreen), registered at start. */
export function registerScreenPreloader(preload: (path: string) => void): void {
  preloadFn = preload;
}

/**
 * Starts loading the chunks of the screen at `path` (its layout and page) without going there: a
 * saga that knows where it will navigate calls it before its requests, so the page is in when it goes.
 */
export function preloadScreen(path: string): void {
  preloadFn(path);
}

export function navigate(to: string, options?: NavigateOptions): void {
  if (navigateFn) navigateFn(to, options);
  else pending = { to, options };
}

/** Registers the router's navigate and location (inside the router, once). */
export function NavigatorBridge(): null {
  const navigateTo = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigateTo, location });
  latest.current = { navigateTo, location };
  // A passive effect: the router starts listening to its history in a layout effect,
  // which runs after its children's (a navigation done earlier would be missed).
  useEffect(() => {
    registerNavigator(
      (to, options) => void latest.current.navigateTo(to, options),
      () => latest.current.location.pathname + latest.current.location.search,
    );
  }, []);
  // The flow recorder keeps the route changes (nothing while it is off).
  useEffect(() => recordRoute(location.pathname + location.search), [location.pathname, location.search]);
  return null;
}

/** Path + search of the current location (kept as the origin when the session ends). */
export function currentLocation(): string {
  return locationFn();
}
