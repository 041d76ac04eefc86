/**
 * One photo of a finding: its thumbnail once loaded (alt text: the file's name),
 * its name while loading or when it could not be loaded; a click downloads it;
 * a remove button for whoever may edit the (in-progress) finding. Dumb.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ReportPhoto as Photo } from '@/domain/api';
import { usePhotoUrl } from '../photoUrls';

export const THUMBNAIL_SIZE = 96;

export interface ReportPhotoProps {
  photo: Photo;
  onOpen: (photo: Photo) => void;
  /** Absent when the user may not remove it. */
  onRemove?: (photo: Photo) => void;
}

export default function ReportPhoto({ photo, onOpen, onRemove }: ReportPhotoProps) {
  const intl = useIntl();
  const url = usePhotoUrl(photo.contentUrl);
  const loaded = url !== undefined && url !== 'failed';
  return (
    <Box component="li" sx={{ position: 'relative', width: THUMBNAIL_SIZE }}>
      <ButtonBase
        focusRipple
        onClick={() => onOpen(photo)}
        aria-label={intl.formatMessage({ id: 'standReports.photo.open' }, { name: photo.fileName })}
        title={photo.fileName}
        sx={{
          width: THUMBNAIL_SIZE,
          height: THUMBNAIL_SIZE,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          flexDirection: 'column',
          p: loaded ? 0 : 0.5,
        }}
      >
        {loaded ? (
          <Box component="img" src={url} alt={photo.fileName} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <>
            <ImageOutlinedIcon color="action" aria-hidden />
            <Typography variant="caption" sx={{ wordBreak: 'break-all', lineHeight: 1.2 }}>
              {photo.fileName}
            </Typography>
          </>
        )}
      </ButtonBase>
      {onRemove && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage({ id: 'standReports.photo.remove' }, { name: photo.fileName })}
          title={intl.formatMessage({ id: 'standReports.photo.remove' }, { name: photo.fileName })}
          onClick={() => onRemove(photo)}
          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, boxShadow: 1, p: 0.25 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
