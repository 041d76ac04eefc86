/**
 * The list screens' DataGrid chunk. A list route starts loading it with its page
 * (the feature's manifest), so the page mounts and asks for its rows while the
 * grid's code still arrives; once loaded it renders without suspending.
 */
import { preloadable } from '@/lib/lazyPreload';
import type { ListGridProps } from './components/ListGrid';

export const listGrid = preloadable<ListGridProps>(
  () => import(/* webpackChunkName: "list-grid" */ './components/ListGrid'),
);
