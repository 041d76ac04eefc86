/**
 * Intents of the stand's safety side (part 1 §2, part 2 §2–§5): the forced safety form, the stand
 * media (attestation documents staff upload per language), the attestations zip of the stand list.
 * Modal and mutation keys live here so that hooks, sagas and the stand list use them without the views.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SafetyNoticeValues } from './forms/safetyNoticeForm';

/** The 'NOTICE SPS EXPOSANT' modal (its id: the stand) and the key of its save. */
export const SAFETY_NOTICE_MODAL = 'standSafety/notice';
/** The stand media upload's mutation key. */
export const STAND_MEDIA_UPLOAD = 'standSafety/mediaUpload';
/** The progress dialog while the attestations zip streams. */
export const ATTESTATION_ZIP_MODAL = 'standSafety/attestationZip';

export const safetyNoticeSaveRequested = createAction<{ standId: number; values: SafetyNoticeValues }>('standSafety/noticeSaveRequested');

export const standMediaUploadRequested = createAction<{ standId: number; language: 'fr' | 'en'; file: File }>('standSafety/mediaUploadRequested');

/** The delete of a stand media, asked first ('Confirmez-vous la suppression de ce fichier ?'). */
export const standMediaDeleteRequested = createAction<{ id: number }>('standSafety/mediaDeleteRequested');

/** 'Télécharger les attestations de sécurité' of the stand list: the selected stands, or the whole show when none is. */
export const attestationZipRequested = createAction<{ showId: number; selectedIds: number[] }>('standSafety/attestationZipRequested');
