import { modalOpened } from '@/ui/uiSlice';

/** The stand layout form's modal and mutation key. */
export const STAND_LAYOUT_FORM = 'standLayouts/form';

/** Open the stand layout form on a layout, or on a new one (null). */
export const standLayoutFormOpened = (id: number | null) => modalOpened({ name: STAND_LAYOUT_FORM, id });
