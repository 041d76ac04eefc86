/** Intents of stand management (part 1 §2, §5): add from the list's menu, edit and delete from the dashboard. */
import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';

/** 'Supprimer' in the stand dashboard's menu: confirmation, the delete, then back to the show's stand list. */
export const standDeleteRequested = createAction<{ id: number; showId: number }>('stands/deleteRequested');

/** The stand creation form's modal and mutation key. */
export const STAND_CREATE_FORM = 'stands/create';
/** The stand edit form's modal and mutation key. */
export const STAND_EDIT_FORM = 'stands/edit';

/** 'Ajouter un stand' in the stand list's menu. */
export const standCreateFormOpened = () => modalOpened({ name: STAND_CREATE_FORM });
/** 'Modifier' in the stand dashboard's menu. */
export const standEditFormOpened = (id: number) => modalOpened({ name: STAND_EDIT_FORM, id });
