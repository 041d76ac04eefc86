/** The stand screens' addresses, written once. */
export const STAND_LIST_PATH = '/salons/:showId/stands';
export const standListPath = (showId: number): string => STAND_LIST_PATH.replace(':showId', String(showId));
export const standPath = (id: number): string => `/stands/${id}`;
