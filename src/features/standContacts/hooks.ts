/** What the contacts panel and its modal read, and the intents they send. */
import { useCallback } from 'react';
import type { UserStandRole } from '@/domain/api';
import type { ContactMode, ContactValues } from '@/domain/standContacts';
import { useFormModal, useList } from '@/entities/hooks';
import { deleteRequested } from '@/entities/mutationsSlice';
import { useRoles } from '@/features/session/hooks';
import { selectUserId } from '@/features/session/selectors';
import { selectShowOfStand } from '@/features/stands/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { CONTACT_FORM, contactSaveRequested } from './actions';

/** A stand's contacts, who is looking, the stand's show; the modal opened on a contact, a deletion asked. */
export function useStandContacts(standId: number) {
  const dispatch = useAppDispatch();
  return {
    contacts: useList('userStandRoles', { stand: standId, pagination: false }),
    roles: useRoles(),
    userId: useAppSelector(selectUserId),
    show: useAppSelector((state) => selectShowOfStand(state, standId)),
    openModal: useCallback((contactId: number | null) => dispatch(modalOpened({ name: CONTACT_FORM, id: contactId })), [dispatch]),
    askDelete: useCallback(
      (contact: UserStandRole) =>
        dispatch(
          confirmRequested({
            messageId: 'standContacts.delete.confirm',
            errorMessageId: 'standContacts.delete.failed',
            action: deleteRequested({ resource: 'userStandRoles', id: contact.id, successMessageId: 'standContacts.deleted' }),
          }),
        ),
      [dispatch],
    ),
  };
}

/** The contact modal and its save. */
export function useContactForm(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(CONTACT_FORM);
  const save = useCallback(
    (mode: Exclude<ContactMode, 'view'>, id: number | null, values: ContactValues, initialEmail: string) =>
      dispatch(contactSaveRequested({ standId, mode, id, values, initialEmail })),
    [dispatch, standId],
  );
  return { modal, save };
}
