/** What the stand's timeline reads. */
import { useMemo } from 'react';
import { kindsOfGroups, type StandEventGroup } from '@/domain/standEvents';
import { useList } from '@/entities/hooks';
import { useAppSelector } from '@/state/hooks';
import { selectTimelineGroups } from './selectors';

/** The API's page size (`itemsPerPage` of the stand_events resource). */
export const TIMELINE_PAGE_SIZE = 50;

/** The request of one page of the timeline. */
export const timelineParams = (standId: number, kinds: readonly string[], page: number) => ({ stand: standId, kind: kinds, page });

/**
 * The filter chips the user is offered, and the stand's events of the chosen groups (all: none
 * chosen): the first page, and the last one asked when more are shown (`pages` of them).
 */
export function useStandTimeline(standId: number, chosen: StandEventGroup[], pages: number) {
  const groups = useAppSelector(selectTimelineGroups);
  const kinds = useMemo(() => kindsOfGroups(chosen), [chosen]);
  const first = useList('standEvents', timelineParams(standId, kinds, 1));
  const last = useList('standEvents', timelineParams(standId, kinds, pages), { skip: pages === 1, keepPrevious: false });
  return { groups, kinds, first, last };
}

/** One more page of the events of those kinds. */
export const useTimelinePage = (standId: number, kinds: readonly string[], page: number) =>
  useList('standEvents', timelineParams(standId, kinds, page), { keepPrevious: false });
