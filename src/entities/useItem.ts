/**
 * One item of a detail page (a provider's, an advertiser's): asked for when the id changes, read
 * back with its request's status, so the page can tell loading, found and not found (404 → /404).
 */
import { useEffect } from 'react';
import { itemKey } from '@/api/params';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { EntityId, EntityType } from './entityTypes';
import { itemRequested } from './queriesSlice';
import { selectEntityById, selectQuery } from './selectors';

export function useItem<K extends EntityType>(type: K, id: EntityId) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(itemRequested({ resource: type, id }));
  }, [dispatch, type, id]);
  const item = useAppSelector((state) => selectEntityById(state, type, id));
  const query = useAppSelector((state) => selectQuery(state, itemKey(type, id), type));
  return { item, status: query.status, errorStatus: query.error?.status ?? null };
}
