/**
 * Intents of the stand's findings (constats). Saving is one flow: the finding
 * written (POST or PATCH /reports), then each new photo uploaded to it
 * (multipart /report_media). Closing and removing a photo are run from the
 * confirm dialog: they carry the mutation `key` it waits on.
 */
import { createAction } from '@reduxjs/toolkit';

/** The finding form's modal and mutation; the confirm dialog's keys of a close and a photo removal. */
export const REPORT_FORM = 'standReports/form';
export const REPORT_CLOSE_KEY = 'standReports/close';
export const REPORT_PHOTO_REMOVE_KEY = 'standReports/photoRemove';

/** A stand's findings, newest first. */
export const reportsParams = (standId: number) => ({ stand: standId, pagination: false, 'order[createdAt]': 'desc' });

/** At most this many photos on a finding (part 1 §9), the ones already on it included. */
export const MAX_REPORT_PHOTOS = 4;

export interface ReportSave {
  standId: number;
  /** The finding edited, or null for a new one. */
  id: number | null;
  /** The mutation key the form reads (pending, failed, its field errors); also the modal's name. */
  key: string;
  name: string;
  comment: string;
  /** New photos, uploaded once the finding is saved. */
  photos: File[];
}

export const reportSaveRequested = createAction<ReportSave>('standReports/saveRequested');

export const reportCloseRequested = createAction<{ standId: number; id: number; key: string }>('standReports/closeRequested');

/** The soft delete of a photo (PATCH /report_media/{id} {enabled: false}). */
export const reportPhotoRemoveRequested = createAction<{ standId: number; id: number; key: string }>('standReports/photoRemoveRequested');

/** The finding's sheet as a PDF, in the user's language. */
export const reportPdfRequested = createAction<{ id: number; locale: 'fr' | 'en' }>('standReports/pdfRequested');

/** Photos on screen: load those not loaded yet (blobs with the user's token → object URLs). */
export const reportPhotosRequested = createAction<{ contentUrls: string[] }>('standReports/photosRequested');

/** Download one photo under its name. */
export const reportPhotoDownloadRequested = createAction<{ contentUrl: string; fileName: string }>('standReports/photoDownloadRequested');
