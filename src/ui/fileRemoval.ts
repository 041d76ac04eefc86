/**
 * The one confirmation of a file's removal (part 2 §8: 'Confirmez-vous la suppression de ce
 * fichier ?' / 'Cette opération est irréversible.'), asked before every file leaves the product:
 * a message's attachment, a finding's photo, a stand's deposited document.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { confirmRequested } from './uiSlice';

export const FILE_REMOVAL_TITLE_ID = 'confirm.fileRemoval.title';
export const FILE_REMOVAL_TEXT_ID = 'confirm.fileRemoval.text';

/** The confirmation, `action` dispatched once the user confirms (its failure said in place with `errorMessageId`). */
export const fileRemovalConfirmRequested = (action: UnknownAction, errorMessageId?: string) =>
  confirmRequested({ titleId: FILE_REMOVAL_TITLE_ID, messageId: FILE_REMOVAL_TEXT_ID, action, ...(errorMessageId ? { errorMessageId } : {}) });
