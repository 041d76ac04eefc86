/** What the findings panel and its form read, and the intents they send. */
import { useCallback, useEffect, useMemo } from 'react';
import type { Report, ReportPhoto } from '@/domain/api';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { fileRemovalConfirmRequested } from '@/ui/fileRemoval';
import {
  REPORT_CLOSE_KEY,
  REPORT_FORM,
  REPORT_PHOTO_REMOVE_KEY,
  reportCloseRequested,
  reportPdfRequested,
  reportPhotoDownloadRequested,
  reportPhotoRemoveRequested,
  reportPhotosRequested,
  reportSaveRequested,
  reportsParams,
} from './actions';

/** A stand's findings (their photos asked for once on screen), what the user may do, and the intents. */
export function useStandReports(standId: number, locale: 'fr' | 'en') {
  const dispatch = useAppDispatch();
  const params = useMemo(() => reportsParams(standId), [standId]);
  const reports = useList('reports', params);
  // The photos on screen, loaded once each (the saga skips those it has).
  const photoUrls = reports.items.flatMap((report) => report.photos.map((photo) => photo.contentUrl)).join('\n');
  useEffect(() => {
    if (photoUrls) dispatch(reportPhotosRequested({ contentUrls: photoUrls.split('\n') }));
  }, [dispatch, photoUrls]);
  return {
    reports,
    canAdd: useCan('report.add'),
    canEdit: useCan('report.edit'),
    canClose: useCan('report.close'),
    openForm: (id: number | null) => dispatch(modalOpened({ name: REPORT_FORM, id })),
    askClose: (report: Report) =>
      dispatch(
        confirmRequested({
          titleId: 'standReports.close.title',
          messageId: 'standReports.close.confirm',
          values: { name: report.name },
          errorMessageId: 'standReports.close.failed',
          action: reportCloseRequested({ standId, id: report.id, key: REPORT_CLOSE_KEY }),
        }),
      ),
    askRemovePhoto: (_report: Report, photo: ReportPhoto) =>
      dispatch(
        fileRemovalConfirmRequested(reportPhotoRemoveRequested({ standId, id: photo.id, key: REPORT_PHOTO_REMOVE_KEY }), 'standReports.photo.removeFailed'),
      ),
    downloadPdf: (report: Report) => dispatch(reportPdfRequested({ id: report.id, locale })),
    openPhoto: (photo: ReportPhoto) => dispatch(reportPhotoDownloadRequested({ contentUrl: photo.contentUrl, fileName: photo.fileName })),
  };
}

/** The finding form: the finding edited (or none), its save with the new photos. */
export function useReportForm(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(REPORT_FORM);
  const report = useEntity('reports', modal.id);
  const save = useCallback(
    (values: { name: string; comment: string; photos: File[] }) =>
      dispatch(reportSaveRequested({ standId, id: modal.id, key: REPORT_FORM, name: values.name, comment: values.comment, photos: values.photos })),
    [dispatch, standId, modal.id],
  );
  return { modal, report, save };
}
