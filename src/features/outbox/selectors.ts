import { createSelector } from '@reduxjs/toolkit';
import type { MailDelivery } from '@/domain/api';
import { hasMaskedSecret } from '@/domain/mail';
import { selectEntityTable } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';
import { selectModal } from '@/ui/selectors';
import { MAIL_DIALOG } from './actions';

/** The message the dialog shows: the list's row (the list reads every field), null when closed. */
export const selectOpenMail = createSelector(
  [(state: RootState) => selectModal(state, MAIL_DIALOG), (state: RootState) => selectEntityTable(state, 'mailDeliveries')],
  (modal, entities): MailDelivery | null => (modal.open && typeof modal.id === 'number' ? (entities[modal.id] ?? null) : null),
);

/** Whether the open message's text had a secret link masked by the API (the dialog says why). */
export const selectOpenMailHasMaskedSecret = createSelector([selectOpenMail], (mail): boolean => !!mail && hasMaskedSecret(mail.text));
