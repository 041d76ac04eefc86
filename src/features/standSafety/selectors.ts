/** Whether a stand needs its safety form now, as the store knows it (null: its stand or show is not in yet). */
import { isStandist } from '@/domain/roles';
import { safetyNoticeRequired } from '@/domain/safetyNoticeModal';
import { selectRoles } from '@/features/session/selectors';
import { selectShowOfStand, selectStand } from '@/features/stands/selectors';
import type { RootState } from '@/state/rootState';

export function selectSafetyNoticeNeeded(state: RootState, standId: number): boolean | null {
  const stand = selectStand(state, standId);
  const show = selectShowOfStand(state, standId);
  if (!stand || !show) return null;
  return safetyNoticeRequired({
    standist: isStandist(selectRoles(state)),
    showHasFunction: show.securityInstructionsFunction,
    hasRecord: Boolean(stand.standSecurityInstruction),
  });
}
