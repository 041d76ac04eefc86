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

/** A list page's chunk loaded together with the grid's (for a manifest's route `load`). */
export function withListGrid<M>(page: Promise<M>): Promise<M> {
  return Promise.all([page, listGrid.load()]).then(([module]) => module);
}
