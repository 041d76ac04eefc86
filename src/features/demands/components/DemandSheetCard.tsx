/** The request sheet box (part 2 §2): the sheet as a PDF, in the user's language. Dumb. */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PanelCard from '@/components/PanelCard';

export default function DemandSheetCard({ onDownload }: { onDownload: () => void }) {
  const intl = useIntl();
  return (
    <PanelCard title={intl.formatMessage({ id: 'demands.sheet.title' })}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'demands.sheet.text' })}
      </Typography>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={onDownload}>
        {intl.formatMessage({ id: 'demands.sheet.download' })}
      </Button>
    </PanelCard>
  );
}
