/** The thread's first page, the query the panel and the plans card share (and the stand page asks for with the stand). */
export const THREAD_PAGE_SIZE = 50;

/** A page of the thread: 50, newest first. */
export const threadParams = (standId: number, page = 1) => ({ stand: standId, page, itemsPerPage: THREAD_PAGE_SIZE, 'order[createdAt]': 'desc' });

/**
 * A page of the thread answered less than this long ago is shown as it is when the panel or the
 * plans card mounts: the stand page asks for the first page with the stand (its panels' prefetch),
 * and the thread is polled while on screen. Asked again on mount, the 50 messages were fetched
 * and rendered twice on every opening of a stand (issue 20's dashboard profile).
 */
export const THREAD_REUSE_MS = 10_000;
