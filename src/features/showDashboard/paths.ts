/** The show dashboard's address, written once. */
export const SHOW_DASHBOARD_PATH = '/salons/:showId';
export const showDashboardPath = (showId: number): string => SHOW_DASHBOARD_PATH.replace(':showId', String(showId));
