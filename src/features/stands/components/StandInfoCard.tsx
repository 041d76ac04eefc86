/**
 * The stand dashboard's information card (part 1 §2): the show's logo (or the
 * default one), its documents to download — the exhibitor guide, the map, and the
 * safety notice when the show has the safety-instructions function — and its
 * dates: the organizer's deadline, the installation and the dismantling periods,
 * each said relative to now ('dans 12 jours'). Dumb: the show in, nothing out.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { MediaRef, Show } from '@/domain/api';
import { relativeToNow } from '@/domain/showDates';
import { useShowDateTime } from '@/components/useShowDateTime';
import ShowLogo from '@/components/ShowLogo';

function Download({ media, labelId }: { media: MediaRef | null; labelId: string }) {
  const intl = useIntl();
  if (!media) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadIcon />}
      href={media.objectUrl}
      download={media.mediaFileName}
      target="_blank"
      rel="noopener"
    >
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
}

/** One date line: its label, the date(s), and how far the first one is. */
function DateLine({ labelId, start, end }: { labelId: string; start: string | null; end?: string | null }) {
  const intl = useIntl();
  const { locale } = intl;
  const showDate = useShowDateTime();
  if (!start && !end) return null;
  const text =
    end !== undefined
      ? intl.formatMessage(
          { id: 'stand.info.period' },
          { start: showDate(start) || '—', end: showDate(end) || '—' },
        )
      : showDate(start);
  const relative = relativeToNow(start ?? end, locale);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {intl.formatMessage({ id: labelId })}
      </Typography>
      <Typography variant="body2">
        {text}
        {relative && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${relative})`}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

export default function StandInfoCard({ show }: { show: Show }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" component="section" aria-labelledby="stand-info-title">
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <ShowLogo src={show.logo?.objectUrl} alt={intl.formatMessage({ id: 'stand.info.logo' }, { show: show.name })} size={72} />
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {intl.formatMessage({ id: 'stand.field.show' })}
              </Typography>
              <Typography variant="h6" component="h2" id="stand-info-title">
                {show.name}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Download media={show.exhibitorGuide} labelId="stand.info.exhibitorGuide" />
            <Download media={show.map} labelId="stand.info.map" />
            {show.securityInstructionsFunction && <Download media={show.securityInstructions} labelId="stand.info.securityInstructions" />}
          </Box>
          <DateLine labelId="stand.info.organizerDeadline" start={show.organizerDeadline} />
          <DateLine labelId="stand.info.installation" start={show.installationDateStart} end={show.installationDateEnd} />
          <DateLine labelId="stand.info.dismantling" start={show.uninstallationDateStart} end={show.uninstallationDateEnd} />
        </Stack>
      </CardContent>
    </Card>
  );
}
