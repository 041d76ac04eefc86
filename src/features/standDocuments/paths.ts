/** The stand document screens' addresses, written once. */
export const DOCUMENT_LIST_PATH = '/salons/:showId/documents';
export const documentListPath = (showId: number): string => DOCUMENT_LIST_PATH.replace(':showId', String(showId));
export const STAND_DOCUMENTS_PATH = '/stands/:id/documents';
export const standDocumentsPath = (standId: number): string => `/stands/${standId}/documents`;
