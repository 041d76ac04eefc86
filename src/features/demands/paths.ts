/** The request screens' addresses, written once. */
export const DEMAND_LIST_PATH = '/salons/:showId/demandes';
export const demandListPath = (showId: number): string => DEMAND_LIST_PATH.replace(':showId', String(showId));
export const DEMAND_PATH = '/demandes/:id';
export const demandPath = (id: number): string => `/demandes/${id}`;
