import { createAction } from '@reduxjs/toolkit';

/** Save the last recording as a JSON file, personal data masked or not (secrets always are). */
export const flowRecordingDownloadRequested = createAction<{ maskPersonal: boolean }>('flows/downloadRequested');
