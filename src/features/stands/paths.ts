/** The stand screens' addresses, written once. */
export const STAND_LIST_PATH = '/salons/:showId/stands';
export const standListPath = (showId: number): string => STAND_LIST_PATH.replace(':showId', String(showId));
export const standPath = (id: number): string => `/stands/${id}`;
/** The stand import wizard of a show (part 1 §2; src/features/standImport). */
export const STAND_IMPORT_PATH = '/salons/:showId/stands/importation';
export const standImportPath = (showId: number): string => STAND_IMPORT_PATH.replace(':showId', String(showId));
