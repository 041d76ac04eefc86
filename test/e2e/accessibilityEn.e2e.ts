/**
 * axe-core on every screen each demo role can reach in en-US (test/e2e/support/accessibility.ts);
 * the other language is its own file, with its own server, so that the two can run side by side.
 */
import { accessibilitySuite } from './support/accessibility';

accessibilitySuite(['en-US']);
