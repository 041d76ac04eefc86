/**
 * The attestations card of the stand dashboard (part 1 §2, §3; part 2 §3): the plan confirmation
 * attestation — what the exhibitor attested when confirming — in French and English once the plans
 * are confirmed (before that, when it will come); the safety record's attestation PDFs (fr, en) once
 * the 'NOTICE SPS EXPOSANT' is filled; the stand media, attestation documents staff upload per language.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PanelCard from '@/components/PanelCard';
import StandMediaSection from './components/StandMediaSection';
import { useAttestations } from './hooks';

const LANGUAGES = [
  { locale: 'fr', labelId: 'standMessages.attestations.fr', safetyLabelId: 'standSafety.attestations.fr' },
  { locale: 'en', labelId: 'standMessages.attestations.en', safetyLabelId: 'standSafety.attestations.en' },
] as const;

function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

export default function AttestationsCard({ standId }: { standId: number }) {
  const intl = useIntl();
  const { stand, record, media, canUpload, canDelete, upload, download, send, remove } = useAttestations(standId);
  const title = intl.formatMessage({ id: 'standMessages.attestations.title' });
  if (!stand) return null;
  const confirmed = stand.status === 'validatedPlans';
  return (
    <PanelCard title={title}>
      <Stack spacing={2}>
        {confirmed ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {LANGUAGES.map(({ locale, labelId }) => (
              <DownloadButton
                key={locale}
                label={intl.formatMessage({ id: labelId })}
                onClick={() => download(`/backend/stands/${standId}/attestation/${locale}`, `attestation-${standId}.pdf`)}
              />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'standMessages.attestations.pending' })}
          </Typography>
        )}
        {record && record.attestations.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {LANGUAGES.map(({ locale, safetyLabelId }) => {
              const pdf = record.attestations.find((attestation) => attestation.language === locale);
              return pdf && <DownloadButton key={locale} label={intl.formatMessage({ id: safetyLabelId })} onClick={() => download(pdf.objectUrl, pdf.mediaFileName)} />;
            })}
          </Box>
        )}
        <StandMediaSection
          items={media.items}
          canUpload={canUpload}
          canDelete={canDelete}
          uploading={upload.status === 'pending'}
          onDownload={(item) => download(item.objectUrl, item.mediaFileName)}
          onDelete={remove}
          onUpload={send}
        />
      </Stack>
    </PanelCard>
  );
}
