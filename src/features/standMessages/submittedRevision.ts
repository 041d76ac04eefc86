/** The revision of the stand's last plan submission, as the plans card offers its marked-up PDF (issue 25). */
import { useMemo } from 'react';
import type { StandMessage } from '@/domain/api';
import { useList } from '@/entities/hooks';
import { THREAD_REUSE_MS, threadParams } from './threadQuery';

/**
 * The plan revision the stand's last submission opened (issue 25: its marked-up PDF is downloaded,
 * or attached to a refusal), from the thread's first page (the plans card asks the same, so no
 * request of its own): its id, and its number when the whole thread is loaded (the count of
 * submissions), else null. Null when no submission names its revision.
 */
export function useSubmittedRevision(standId: number): { id: number; number: number | null } | null {
  const thread = useList('standMessages', threadParams(standId), { reuseWithinMs: THREAD_REUSE_MS });
  return useMemo(() => {
    const submissions = thread.items.filter((message: StandMessage) => message.newStandStatus === 'pendingPlansVerification');
    const match = /\/(\d+)$/.exec(submissions[0]?.planRevision ?? '');
    if (!match) return null;
    const complete = thread.items.length >= thread.totalItems;
    return { id: Number(match[1]), number: complete ? submissions.length : null };
  }, [thread.items, thread.totalItems]);
}
