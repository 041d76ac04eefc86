/** Intents of the contacts panel (the views dispatch them, ./sagas.ts runs them). */
import { createAction } from '@reduxjs/toolkit';
import type { ContactMode, ContactValues } from '@/domain/standContacts';

/** The contact modal's name and its save's mutation key. */
export const CONTACT_FORM = 'standContacts/form';

/** The contact modal's save: POST (add, add_for_exhibitor) or PATCH (edit); with notify on, the notification follows. */
export const contactSaveRequested = createAction<{
  standId: number;
  mode: Exclude<ContactMode, 'view'>;
  /** The contact edited (edit only). */
  id: number | null;
  values: ContactValues;
  /** The e-mail the form opened with ('' for a new person): whether credentials changed. */
  initialEmail: string;
}>('standContacts/saveRequested');
