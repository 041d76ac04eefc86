/** The width of a list's filter panel: the panels' own, and the place the list holds for one until it renders. */
export const FILTER_PANEL_WIDTH = 230;
