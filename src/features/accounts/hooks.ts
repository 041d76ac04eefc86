/** What the account screens read and the intents they send. */
import { useCallback } from 'react';
import { useEntity, useFormModal } from '@/entities/hooks';
import { useCan, useCurrentUser, useRoles } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import {
  ACCOUNT_FORM,
  accountFormOpened,
  accountSaveRequested,
  ADMINISTRATOR_FORM,
  administratorFormOpened,
  administratorSaveRequested,
} from './actions';
import type { AccountValues } from './forms/accountForm';
import type { AdministratorValues } from './forms/administratorForm';

/** The user's own account form: who they are, whether they may change their e-mail, the save. */
export function useAccountForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(ACCOUNT_FORM);
  const me = useCurrentUser();
  const canEditEmail = useCan('account.editEmail');
  const save = useCallback(
    (values: AccountValues) => {
      if (me) dispatch(accountSaveRequested({ userId: me.id, values, canEditEmail }));
    },
    [dispatch, me, canEditEmail],
  );
  return { modal, me, canEditEmail, save };
}

/** 'Modifier' on the account page. */
export function useAccountPage() {
  const dispatch = useAppDispatch();
  const me = useCurrentUser();
  const edit = useCallback(() => dispatch(accountFormOpened()), [dispatch]);
  return { me, edit };
}

/** The administrator form: the user edited (or none: a new one), the caller's roles (the roles offered), the save. */
export function useAdministratorForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(ADMINISTRATOR_FORM);
  const user = useEntity('users', modal.id);
  const callerRoles = useRoles();
  const save = useCallback((values: AdministratorValues) => dispatch(administratorSaveRequested({ id: modal.id, values })), [dispatch, modal.id]);
  return { modal, user, callerRoles, save };
}

/** 'Ajouter' on the administrators' list, for those who may. */
export function useAdministratorAdd() {
  const dispatch = useAppDispatch();
  const canAdd = useCan('administrator.add');
  const add = useCallback(() => dispatch(administratorFormOpened(null)), [dispatch]);
  return { canAdd, add };
}
