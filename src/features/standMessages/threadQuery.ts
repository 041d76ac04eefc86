/** The thread's first page, the query the panel and the plans card share (and the stand page asks for with the stand). */
export const THREAD_PAGE_SIZE = 50;

/** A page of the thread: 50, newest first. */
export const threadParams = (standId: number, page = 1) => ({ stand: standId, page, itemsPerPage: THREAD_PAGE_SIZE, 'order[createdAt]': 'desc' });
