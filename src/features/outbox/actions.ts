import { createAction } from '@reduxjs/toolkit';

/** The message dialog's modal name (its id: the delivery's). */
export const MAIL_DIALOG = 'outbox/message';

export const emlDownloadRequested = createAction<{ id: number }>('outbox/emlDownloadRequested');
