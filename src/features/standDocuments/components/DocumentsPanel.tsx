/**
 * The stand's deposited documents (part 2 §2, §4): each file with its status, who deposited it and
 * when, its download; a reviewer's status menu (every status but the current one) and the removal
 * (confirmed first) by permission; 'Déposer mes documents' for those who may write while the show
 * is enabled. Reads ../hooks, sends intents.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PanelCard from '@/components/PanelCard';
import { useShowDateTime } from '@/components/useShowDateTime';
import { useStandDocuments } from '../hooks';
import DocumentStatusChip from './DocumentStatusChip';
import DocumentStatusMenu from './DocumentStatusMenu';

interface Props {
  standId: number;
  /** 'Déposer mes documents' offered (the permission and an enabled show). */
  canDeposit: boolean;
  onDeposit: () => void;
}

export default function DocumentsPanel({ standId, canDeposit, onDeposit }: Props) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  const { documents, loaded, canSetStatus, canDelete, setStatus, remove, download } = useStandDocuments(standId);
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'standDocuments.documents.title' })}
      action={
        canDeposit && (
          <Button variant="contained" size="small" startIcon={<UploadFileIcon />} onClick={onDeposit}>
            {intl.formatMessage({ id: 'standDocuments.deposit.open' })}
          </Button>
        )
      }
    >
      {!loaded && <Skeleton variant="rounded" height={60} />}
      {loaded && documents.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'standDocuments.documents.empty' })}</Typography>}
      <List aria-label={intl.formatMessage({ id: 'standDocuments.documents.list' })} disablePadding>
        {documents.map((document) => {
          const author = [document.messageCreatedByFirstName, document.messageCreatedByLastName].filter(Boolean).join(' ');
          return (
            <ListItem key={document.id} divider disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component="button" type="button" onClick={() => download(document.objectUrl, document.mediaFileName)} sx={{ textAlign: 'left', wordBreak: 'break-word' }}>
                  {document.mediaFileName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {intl.formatMessage(
                    { id: 'standDocuments.documents.deposited' },
                    { author: author || '—', date: showDate(document.messageUpdatedAt ?? document.createdAt) },
                  )}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <DocumentStatusChip status={document.standDocumentMediaStatus?.reference ?? document.status} />
                </Box>
              </Box>
              {canSetStatus && (
                <DocumentStatusMenu
                  documentId={document.id}
                  fileName={document.mediaFileName}
                  current={document.standDocumentMediaStatus?.reference ?? document.status}
                  onChoose={(status) => setStatus(document.id, status)}
                />
              )}
              {canDelete && (
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage({ id: 'standDocuments.documents.delete' }, { name: document.mediaFileName })}
                  onClick={() => remove(document.id)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </ListItem>
          );
        })}
      </List>
    </PanelCard>
  );
}
