// The boot entry (webpack.config.ts): the page's first script, before the app's (./headStart.ts).
import { startHeadStart } from './headStart';

try {
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
} catch {
  // A head start only: storage refused (private mode) or anything else, the app starts as always.
}
