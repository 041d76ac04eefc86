/** What the safety form, the attestations card and the zip's progress dialog read, and the intents they send. */
import { useCallback, useMemo } from 'react';
import { languageQuestionPending } from '@/domain/locale';
import { useFormModal, useList, useMutation } from '@/entities/hooks';
import { useCan, useCurrentUser } from '@/features/session/hooks';
import { useAttachmentDownload } from '@/features/standMessages/hooks';
import { selectShowOfStand, selectStand } from '@/features/stands/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { useModalOpen } from '@/ui/hooks';
import { ATTESTATION_ZIP_MODAL, SAFETY_NOTICE_MODAL, STAND_MEDIA_UPLOAD, safetyNoticeSaveRequested, standMediaDeleteRequested, standMediaUploadRequested } from './actions';
import { safetyNoticeInitialValues, type SafetyNoticeValues } from './forms/safetyNoticeForm';
import { selectSafetyNoticeNeeded } from './selectors';

/** The forced safety form of a stand: shown while the saga holds it open for this stand and the stand still needs it; its save. */
export function useSafetyNotice(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(SAFETY_NOTICE_MODAL);
  const needed = useAppSelector((state) => selectSafetyNoticeNeeded(state, standId));
  const user = useCurrentUser();
  const initialValues = useMemo(() => safetyNoticeInitialValues(user ?? null), [user]);
  return {
    // After the language question, never under it (issue 20).
    open: modal.open && modal.id === standId && needed === true && !languageQuestionPending(user),
    show: useAppSelector((state) => selectShowOfStand(state, standId)),
    initialValues,
    pending: modal.pending,
    save: useCallback((values: SafetyNoticeValues) => dispatch(safetyNoticeSaveRequested({ standId, values })), [dispatch, standId]),
  };
}

const byStand = (standId: number) => ({ stand: String(standId) });

/** The attestations card: the stand (its plan status), its safety record's PDFs, its stand media; who may upload or delete; the intents. */
export function useAttestations(standId: number) {
  const dispatch = useAppDispatch();
  const params = useMemo(() => byStand(standId), [standId]);
  const stand = useAppSelector((state) => selectStand(state, standId));
  const records = useList('standSecurityInstructions', params, { skip: !stand?.standSecurityInstruction });
  return {
    stand,
    record: stand?.standSecurityInstruction ? (records.items[0] ?? null) : null,
    media: useList('standMedia', params),
    canUpload: useCan('standMedia.add'),
    canDelete: useCan('standMedia.delete'),
    upload: useMutation(STAND_MEDIA_UPLOAD),
    download: useAttachmentDownload(),
    send: useCallback((language: 'fr' | 'en', file: File) => dispatch(standMediaUploadRequested({ standId, language, file })), [dispatch, standId]),
    remove: useCallback((id: number) => dispatch(standMediaDeleteRequested({ id })), [dispatch]),
  };
}

/** Whether the attestations zip is on its way. */
export const useAttestationZipOpen = (): boolean => useModalOpen(ATTESTATION_ZIP_MODAL);
