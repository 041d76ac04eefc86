/**
 * One finding: its name and status chip (in progress / closed), who opened it and
 * when, when it was closed, its comment, its photos; the PDF sheet for everyone;
 * edit and close for whoever may, while it is in progress. Dumb: intents out.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { Report, ReportPhoto as Photo } from '@/domain/api';
import { useShowDateTime } from '@/components/useShowDateTime';
import ReportPhoto from './ReportPhoto';

export interface ReportItemProps {
  report: Report;
  canEdit: boolean;
  canClose: boolean;
  onEdit: (report: Report) => void;
  onClose: (report: Report) => void;
  onPdf: (report: Report) => void;
  onOpenPhoto: (photo: Photo) => void;
  onRemovePhoto: (report: Report, photo: Photo) => void;
}

export default function ReportItem({ report, canEdit, canClose, onEdit, onClose, onPdf, onOpenPhoto, onRemovePhoto }: ReportItemProps) {
  const intl = useIntl();
  const inProgress = report.status === 'in_progress';
  const date = useShowDateTime();
  const opened = report.createdBy
    ? intl.formatMessage({ id: 'standReports.created' }, { date: date(report.createdAt), author: report.createdBy.fullName })
    : intl.formatMessage({ id: 'standReports.createdNoAuthor' }, { date: date(report.createdAt) });
  const name = { name: report.name };

  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {report.name}
        </Typography>
        <Chip
          size="small"
          color={inProgress ? 'warning' : 'default'}
          variant={inProgress ? 'filled' : 'outlined'}
          label={intl.formatMessage({ id: `standReports.status.${report.status}` })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {opened}
        {report.closedAt && ` · ${intl.formatMessage({ id: 'standReports.closedAt' }, { date: date(report.closedAt) })}`}
      </Typography>
      {report.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {report.comment}
        </Typography>
      )}
      {report.photos.length > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'standReports.photos' }, name)}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {report.photos.map((photo) => (
            <ReportPhoto
              key={photo.id}
              photo={photo}
              onOpen={onOpenPhoto}
              onRemove={canEdit && inProgress ? () => onRemovePhoto(report, photo) : undefined}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          aria-label={intl.formatMessage({ id: 'standReports.pdf.label' }, name)}
          onClick={() => onPdf(report)}
        >
          {intl.formatMessage({ id: 'standReports.pdf' })}
        </Button>
        {canEdit && inProgress && (
          <Button size="small" startIcon={<EditIcon />} aria-label={intl.formatMessage({ id: 'standReports.edit.label' }, name)} onClick={() => onEdit(report)}>
            {intl.formatMessage({ id: 'common.edit' })}
          </Button>
        )}
        {canClose && inProgress && (
          <Button size="small" color="warning" startIcon={<LockOutlinedIcon />} aria-label={intl.formatMessage({ id: 'standReports.close.label' }, name)} onClick={() => onClose(report)}>
            {intl.formatMessage({ id: 'standReports.close' })}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}
