/**
 * The entity tables' upsert without Immer's drafts: a page of 50 stands upserted through
 * `entityAdapter.upsertMany` on a draft, then finalized by Immer, cost ~30 ms of a filter change's
 * ~230 in some runs (bench/spaProfile.ts --scenario filter: immer's state/getOwnPropertyDescriptor,
 * the adapter's split). Same result as upsertMany on an unsorted adapter: an item already there is
 * merged shallowly (a partial list row never erases fields a full fetch brought), a new one is
 * appended to `ids` in arrival order. Everything returned is frozen, as Immer would leave it, so
 * Immer skips it when the reducer's draft is finalized.
 */
import { freeze, type EntityState } from '@reduxjs/toolkit';

export function upsertTable<T extends { id: K }, K extends string | number>(table: EntityState<T, K>, items: ReadonlyArray<T>): EntityState<T, K> {
  if (!items.length) return table;
  const entities = { ...table.entities } as Record<K, T>;
  const added: K[] = [];
  for (const item of items) {
    const previous = entities[item.id];
    // A second occurrence in the same batch finds the first: appended once.
    if (previous === undefined) added.push(item.id);
    entities[item.id] = freeze(previous === undefined ? { ...item } : { ...previous, ...item }, true);
  }
  return freeze({ ids: added.length ? freeze([...table.ids, ...added]) : table.ids, entities: freeze(entities) }) as EntityState<T, K>;
}
