import { createSelector } from '@reduxjs/toolkit';
import { visibleStandEventGroups } from '@/domain/standEvents';
import { selectRoles } from '@/features/session/selectors';

/** The filter chips the user is offered (the kinds their roles see, src/domain/standEvents.ts). */
export const selectTimelineGroups = createSelector([selectRoles], (roles) => visibleStandEventGroups(roles));
