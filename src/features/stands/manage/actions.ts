/** Intents of stand management (part 1 §2, §5): add from the list's menu, edit and delete from the dashboard. */
import { createAction } from '@reduxjs/toolkit';

/** 'Supprimer' in the stand dashboard's menu: confirmation, the delete, then back to the show's stand list. */
export const standDeleteRequested = createAction<{ id: number; showId: number }>('stands/deleteRequested');
