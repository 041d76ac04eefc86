import { modalOpened } from '@/ui/uiSlice';

/** The layout type form's modal and mutation key. */
export const LAYOUT_TYPE_FORM = 'layoutTypes/form';

/** Open the layout type form on a layout type, or on a new one (null). */
export const layoutTypeFormOpened = (id: number | null) => modalOpened({ name: LAYOUT_TYPE_FORM, id });
