/** The gateway settings' intents and the keys of their forms (modal name = mutation key). */
import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';
import type { SourceValues } from './forms/sourceForm';

export const SOURCE_FORM = 'sources/form';
export const QUERY_PARAMETER_FORM = 'sources/queryParameterForm';

export const sourceFormOpened = (id: number | null) => modalOpened({ name: SOURCE_FORM, id });
export const queryParameterFormOpened = (id: number) => modalOpened({ name: QUERY_PARAMETER_FORM, id });

/** The source form sent (a new source: id null). */
export const sourceSaveRequested = createAction<{ id: number | null; values: SourceValues }>('sources/saveRequested');
