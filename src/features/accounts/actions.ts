import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';
import type { AccountValues } from './forms/accountForm';
import type { AdministratorValues } from './forms/administratorForm';

/** The ui modal and mutation key of the administrator form. */
export const ADMINISTRATOR_FORM = 'administrators/form';
/** The ui modal and mutation key of the account form (/compte). */
export const ACCOUNT_FORM = 'account/form';

export const administratorFormOpened = (id: number | null) => modalOpened({ name: ADMINISTRATOR_FORM, id });
export const accountFormOpened = () => modalOpened({ name: ACCOUNT_FORM, id: null });

/** The administrator form sent: the user (POST or PATCH), then its user-show links made to match `values.shows`. */
export const administratorSaveRequested = createAction<{ id: number | null; values: AdministratorValues }>(
  'administrators/saveRequested',
);

/** The account form sent: the user's own PATCH (language, password, e-mail when allowed). */
export const accountSaveRequested = createAction<{ userId: number; values: AccountValues; canEditEmail: boolean }>('account/saveRequested');
