import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';
import type { ShowFormValues } from './forms/showFormValues';

/** The ui modal of the show form (part 2 §2 'Show form modal'). */
export const SHOW_FORM = 'shows/form';

/** Opens the show form: a new show (null), or the show `id` to edit (the show dashboard's edit button). */
export const showFormOpened = (id: number | null) => modalOpened({ name: SHOW_FORM, id });

/** The form sent: its files (File objects, uploaded first by the saga), then the show. */
export const showSaveRequested = createAction<{ id: number | null; values: ShowFormValues }>('shows/saveRequested');


/** A screen that filters by hall wants the show's halls (GET /shows/{id}/halls, kept as a `showHalls` entity of the show's id). */
export const showHallsWanted = createAction<{ showId: number }>('shows/hallsWanted');

/** 'Tester la connexion' in the show form: the chosen source (IRI) reached at the chosen folder. */
export const connectionTestRequested = createAction<{ source: string; sourcePath: string }>('shows/connectionTestRequested');
