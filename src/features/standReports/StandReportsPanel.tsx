/**
 * The stand dashboard's findings block (constats, part 1 §3–§5, §7): the stand's
 * findings, newest first, with their status, author, dates, comment and photos
 * (thumbnails loaded with the user's token by the saga), the PDF sheet in the
 * user's language; admin and support add and edit in-progress findings (with
 * photos), close them and remove a photo, each after confirmation; the others read.
 * Views stay dumb: what they read and send through ./hooks.ts.
 */
import { useIntl } from 'react-intl';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import ReportDialog from './components/ReportDialog';
import ReportItem from './components/ReportItem';
import { useStandReports } from './hooks';

export default function StandReportsPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const locale = intl.locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
  const { reports, canAdd, canEdit, canClose, openForm, askClose, askRemovePhoto, downloadPdf, openPhoto } = useStandReports(standId, locale);
  const title = intl.formatMessage({ id: 'standReports.title' });

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
              onPdf={downloadPdf}
              onOpenPhoto={openPhoto}
              onRemovePhoto={askRemovePhoto}
            />
          ))}
        </List>
      )}
    </PanelCard>
  );
}
