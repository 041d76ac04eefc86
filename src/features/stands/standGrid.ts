/**
 * The stand list's DataGrid chunk. Its route starts loading it with the page
 * (routes.tsx), so the page mounts and asks for its rows while the grid's code
 * still arrives; once loaded it renders without suspending.
 */
import { preloadable } from '@/lib/lazyPreload';
import type { StandGridProps } from './components/StandGrid';

export const standGrid = preloadable<StandGridProps>(
  () => import(/* webpackChunkName: "stand-grid" */ './components/StandGrid'),
);
