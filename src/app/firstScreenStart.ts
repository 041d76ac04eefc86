/**
 * index.tsx's second import (after the kept styles): the first screen's chunks are asked for while
 * the rest of main.js (React's DOM renderer, the store, the sagas, the app) is still being
 * evaluated, not after it (issue 20: they went out ~200 ms after main.js had arrived).
 */
import { preloadFirstScreen } from './preload';

export const firstScreen = preloadFirstScreen(window.location.pathname);
