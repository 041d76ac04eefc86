/** A show's halls as the hall filters offer them. */
import { selectEntityTable } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';

/** GET /shows/{id}/halls as the store keeps it: under the show's id. */
export interface ShowHalls {
  id: number;
  halls: string[];
}

const NO_HALLS: readonly string[] = [];

/** The show's halls, in the server's order; the same empty array until they are in (no re-render). */
export const selectShowHalls = (state: RootState, showId: number | null): readonly string[] =>
  (showId === null ? undefined : selectEntityTable(state, 'showHalls')[showId]?.halls) ?? NO_HALLS;
