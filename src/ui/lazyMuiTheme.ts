/**
 * MUI's theme as a chunk of its own (src/ui/MuiTheme.tsx), loaded with the first view that draws
 * with MUI: `<LazyMuiTheme>` suspends until it is in, `loadMuiTheme()` starts it beside a page's
 * chunk so that the page renders without suspending twice (app/routes.tsx).
 */
import { preloadable } from '@/lib/lazyPreload';
import type { ReactNode } from 'react';

const muiTheme = preloadable<{ children: ReactNode }>(() => import(/* webpackChunkName: "mui-theme" */ './MuiTheme'));

export const LazyMuiTheme = muiTheme.Component;
export const loadMuiTheme = muiTheme.load;
