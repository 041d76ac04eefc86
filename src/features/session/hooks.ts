/** The session as the views read it: what the user may do, who they are. */
import type { Permission } from '@/domain/permissions';
import { useAppSelector } from '@/state/hooks';
import { selectCan, selectIsLoggedIn, selectRoles } from './selectors';
import { selectCurrentUser } from './userSelectors';

export const useCan = (permission: Permission): boolean => useAppSelector((state) => selectCan(state, permission));

export const useRoles = (): string[] => useAppSelector(selectRoles);

export const useCurrentUser = () => useAppSelector(selectCurrentUser);

export const useIsLoggedIn = (): boolean => useAppSelector(selectIsLoggedIn);
