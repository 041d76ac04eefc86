/**
 * The bridge through which sagas navigate: the router registers itself at start
 * (App.tsx); sagas `yield call(navigate, '/login')`. No navigation logic in views.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateFn: NavigateFn | null = null;
let locationFn: () => string = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);

export function registerNavigator(navigate: NavigateFn, currentLocation?: () => string): void {
  navigateFn = navigate;
  if (currentLocation) locationFn = currentLocation;
}

export function navigate(to: string, options?: NavigateOptions): void {
  if (navigateFn) navigateFn(to, options);
}

/** Path + search of the current location (kept as the origin when the session ends). */
export function currentLocation(): string {
  return locationFn();
}
