/**
 * The request's files (part 2 §2, GET /demand_media): the logistics plan and photo or document, and
 * the attachments of its thread's messages; each downloaded with the user's token. Dumb.
 */
import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import type { DemandFile } from '../rules';

export type { DemandFile };

export default function DemandFilesCard({ files, onDownload }: { files: DemandFile[]; onDownload: (objectUrl: string, name: string) => void }) {
  const intl = useIntl();
  return (
    <PanelCard title={intl.formatMessage({ id: 'demands.files.title' })}>
      {files.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'demands.files.none' })}</Typography>}
      <List dense disablePadding>
        {files.map((file) => (
          <ListItem key={file.key} disableGutters sx={{ display: 'block' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {intl.formatMessage({ id: file.kindId })}
            </Typography>
            <Link component="button" type="button" variant="body2" onClick={() => onDownload(file.objectUrl, file.mediaFileName)}>
              {file.mediaFileName}
            </Link>
          </ListItem>
        ))}
      </List>
    </PanelCard>
  );
}
