/** A list query answered in the store, as the entities saga leaves it: the request, its items, its success. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { entitiesReceived } from '@/entities/entitiesSlice';
import type { EntityType } from '@/entities/entityTypes';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';

export function answeredList(resource: EntityType, params: Record<string, unknown>, items: Array<{ id: number }>): UnknownAction[] {
  const request = listRequested({ resource, params: params as never });
  return [
    request,
    entitiesReceived({ type: resource, items: items as never }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: items.map((i) => i.id), totalItems: items.length, fetchedAt: 1 }),
  ];
}
