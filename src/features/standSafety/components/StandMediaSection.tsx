/**
 * The stand media of the attestations card (part 1 §3, `/backend/stand_media`): the attestation
 * documents staff upload per language, each downloadable by whoever sees the stand, deleted (after
 * the file-removal confirmation) and added with their language by admin, support and organizer. Dumb.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FilePicker from '@/components/FilePicker';
import type { StandMedia } from '@/domain/api';

export interface StandMediaSectionProps {
  items: readonly StandMedia[];
  canUpload: boolean;
  canDelete: boolean;
  uploading: boolean;
  onDownload: (media: StandMedia) => void;
  onDelete: (id: number) => void;
  onUpload: (language: 'fr' | 'en', file: File) => void;
}

export default function StandMediaSection({ items, canUpload, canDelete, uploading, onDownload, onDelete, onUpload }: StandMediaSectionProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [language, setLanguage] = useState<'fr' | 'en'>('fr');
  if (!items.length && !canUpload) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {text('standSafety.media.title')}
      </Typography>
      {items.length ? (
        <List dense disablePadding>
          {items.map((media) => (
            <ListItem
              key={media.id}
              disableGutters
              secondaryAction={
                <>
                  <IconButton size="small" aria-label={text('standSafety.media.download', { name: media.mediaFileName })} onClick={() => onDownload(media)}>
                    <FileDownloadIcon fontSize="small" />
                  </IconButton>
                  {canDelete && (
                    <IconButton size="small" aria-label={text('standSafety.media.delete', { name: media.mediaFileName })} onClick={() => onDelete(media.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemText primary={media.mediaFileName} slotProps={{ primary: { noWrap: true, title: media.mediaFileName } }} sx={{ pr: canDelete ? 9 : 5 }} />
              <Chip size="small" variant="outlined" label={text(`standSafety.media.language.${media.language}`)} sx={{ mr: canDelete ? 9 : 5 }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text('standSafety.media.empty')}
        </Typography>
      )}
      {canUpload && (
        <Box sx={{ mt: 1 }}>
          <RadioGroup row aria-label={text('standSafety.media.languageChoice')} value={language} onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'fr')}>
            <FormControlLabel value="fr" control={<Radio size="small" />} label={text('standSafety.media.language.fr')} />
            <FormControlLabel value="en" control={<Radio size="small" />} label={text('standSafety.media.language.en')} />
          </RadioGroup>
          <FilePicker single files={[]} labelId={uploading ? 'standSafety.media.uploading' : 'standSafety.media.add'} accept="application/pdf,image/png,image/jpeg" onChange={(files) => files[0] && onUpload(language, files[0])} />
        </Box>
      )}
    </Box>
  );
}
