/** The requests the dashboard reads back from the store (one key each). */
import { listKey } from '@/api/params';
import { organizerSearchParams } from '@/domain/showOrganizer';

export const DEMAND_TYPES_PARAMS = { itemsPerPage: 30 };
export const demandTypesKey = listKey('demandTypes', DEMAND_TYPES_PARAMS);

export const demandConfigsParams = (showId: number) => ({ show: showId, itemsPerPage: 30 });
export const demandConfigsKey = (showId: number) => listKey('demandConfigs', demandConfigsParams(showId));

/** The organizer search keeps one key: the latest answer replaces the previous one. */
export const ORGANIZER_SEARCH_KEY = 'showDashboard/organizerSearch';
export { organizerSearchParams };

/** A show's sync reports, newest first (the server's order): the card's last result and its history. */
export const syncReportsParams = (showId: number) => ({ show: showId, itemsPerPage: 10 });
