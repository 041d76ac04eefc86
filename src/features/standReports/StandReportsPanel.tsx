/**
 * The stand dashboard's findings block (constats, part 1 §3–§5, §7): the stand's
 * findings, newest first, with their status, author, dates, comment and photos
 * (thumbnails loaded with the user's token by the saga), the PDF sheet in the
 * user's language; admin and support add and edit in-progress findings (with
 * photos), close them and remove a photo, each after confirmation; the others read.
 * Views stay dumb: the list through useList, intents out.
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import type { Report, ReportPhoto } from '@/domain/api';
import { useList } from '@/entities/hooks';
import { selectCan } from '@/features/session/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import {
  reportCloseRequested,
  reportPdfRequested,
  reportPhotoDownloadRequested,
  reportPhotoRemoveRequested,
  reportPhotosRequested,
} from './actions';
import ReportDialog, { REPORT_FORM } from './components/ReportDialog';
import ReportItem from './components/ReportItem';

export const REPORT_CLOSE_KEY = 'standReports/close';
export const REPORT_PHOTO_REMOVE_KEY = 'standReports/photoRemove';

export const reportsParams = (standId: number) => ({ stand: standId, pagination: false, 'order[createdAt]': 'desc' });

export default function StandReportsPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useMemo(() => reportsParams(standId), [standId]);
  const reports = useList('reports', params);
  const canAdd = useAppSelector((state) => selectCan(state, 'report.add'));
  const canEdit = useAppSelector((state) => selectCan(state, 'report.edit'));
  const canClose = useAppSelector((state) => selectCan(state, 'report.close'));
  const locale = intl.locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
  const title = intl.formatMessage({ id: 'standReports.title' });

  // The photos on screen, loaded once each (the saga skips those it has).
  const photoUrls = reports.items.flatMap((report) => report.photos.map((photo) => photo.contentUrl)).join('\n');
  useEffect(() => {
    if (photoUrls) dispatch(reportPhotosRequested({ contentUrls: photoUrls.split('\n') }));
  }, [dispatch, photoUrls]);

  const openForm = (id: number | null) => dispatch(modalOpened({ name: REPORT_FORM, id }));
  const askClose = (report: Report) =>
    dispatch(
      confirmRequested({
        titleId: 'standReports.close.title',
        messageId: 'standReports.close.confirm',
        values: { name: report.name },
        errorMessageId: 'standReports.close.failed',
        action: reportCloseRequested({ standId, id: report.id, key: REPORT_CLOSE_KEY }),
      }),
    );
  const askRemovePhoto = (report: Report, photo: ReportPhoto) =>
    dispatch(
      confirmRequested({
        messageId: 'standReports.photo.removeConfirm',
        values: { name: photo.fileName, report: report.name },
        errorMessageId: 'standReports.photo.removeFailed',
        action: reportPhotoRemoveRequested({ standId, id: photo.id, key: REPORT_PHOTO_REMOVE_KEY }),
      }),
    );

  return (
    <PanelCard
      title={title}
      action={
        canAdd && (
          <Button startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {intl.formatMessage({ id: 'standReports.add' })}
          </Button>
        )
      }
      after={(canAdd || canEdit) && <ReportDialog standId={standId} />}
    >
      {!reports.loaded && <Skeleton variant="rounded" height={64} />}
      {reports.loaded && reports.items.length === 0 && (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'standReports.empty' })}</Typography>
      )}
      {reports.items.length > 0 && (
        <List disablePadding aria-label={title}>
          {reports.items.map((report) => (
            <ReportItem
              key={report.id}
              report={report}
              canEdit={canEdit}
              canClose={canClose}
              onEdit={(item) => openForm(item.id)}
              onClose={askClose}
              onPdf={(item) => dispatch(reportPdfRequested({ id: item.id, locale }))}
              onOpenPhoto={(photo) => dispatch(reportPhotoDownloadRequested({ contentUrl: photo.contentUrl, fileName: photo.fileName }))}
              onRemovePhoto={askRemovePhoto}
            />
          ))}
        </List>
      )}
    </PanelCard>
  );
}
