/**
 * The attestations card of the stand dashboard (part 1 §2): the plan confirmation
 * attestation — what the exhibitor attested when confirming — as a PDF in French and
 * in English, once the plans are confirmed; before that, when it will come.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PanelCard from '@/components/PanelCard';
import { useAttestations } from './hooks';

const LANGUAGES = [
  { locale: 'fr', labelId: 'standMessages.attestations.fr', lang: 'fr' },
  { locale: 'en', labelId: 'standMessages.attestations.en', lang: 'en' },
] as const;

export default function AttestationsCard({ standId }: { standId: number }) {
  const intl = useIntl();
  const { stand, download } = useAttestations(standId);
  const title = intl.formatMessage({ id: 'standMessages.attestations.title' });
  if (!stand) return null;
  const confirmed = stand.status === 'validatedPlans';
  return (
    <PanelCard
      title={title}
    >
      {confirmed ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {LANGUAGES.map(({ locale, labelId }) => (
            <Button
              key={locale}
              variant="outlined"
              size="small"
              startIcon={<FileDownloadIcon />}
              onClick={() => download(`/backend/stands/${standId}/attestation/${locale}`, `attestation-${standId}.pdf`)}
            >
              {intl.formatMessage({ id: labelId })}
            </Button>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'standMessages.attestations.pending' })}
        </Typography>
      )}
    </PanelCard>
  );
}
