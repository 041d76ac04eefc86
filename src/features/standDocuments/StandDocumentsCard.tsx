/** The stand dashboard's Documents entry (part 1 §2): a button to the stand's documents when its show has the stand-documents function. */
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import PanelCard from '@/components/PanelCard';
import { standDocumentStatusOf } from '@/domain/standDocumentLabels';
import DocumentStatusChip from './components/DocumentStatusChip';
import { useStandDocumentsEntry } from './hooks';
import { standDocumentsPath } from './paths';

export default function StandDocumentsCard({ standId }: { standId: number }) {
  const intl = useIntl();
  const { stand, shown } = useStandDocumentsEntry(standId);
  if (!stand || !shown) return null;
  return (
    <PanelCard title={intl.formatMessage({ id: 'standDocuments.card.title' })}>
      <Typography variant="body2" component="div" sx={{ mb: 1.5 }}>
        <DocumentStatusChip status={standDocumentStatusOf(stand.standDocumentStatus)} />
      </Typography>
      <Button variant="outlined" component={RouterLink} to={standDocumentsPath(standId)} startIcon={<FolderOpenIcon />}>
        {intl.formatMessage({ id: 'standDocuments.card.open' })}
      </Button>
    </PanelCard>
  );
}
