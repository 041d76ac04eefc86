/**
 * index.tsx's first import: the styles this screen used on earlier visits go into the document
 * before any module creates emotion's cache, which adopts them (src/ui/styleMemory.ts).
 */
import { restoreStyles } from './styleMemory';

try {
  restoreStyles(document, window.localStorage, window.location.pathname);
} catch {
  // No storage (a locked-down browser): styles are compiled as usual.
}
