/**
 * index.tsx's first import: the styles kept from earlier visits go into the document before any
 * module creates emotion's cache, which adopts them (src/ui/styleMemory.ts).
 */
import { restoreStyles } from './styleMemory';

try {
  restoreStyles(document, window.localStorage);
} catch {
  // No storage (a locked-down browser): styles are compiled as usual.
}
