/**
 * The show's information on its dashboard (part 2 §2): logo and name, its documents (rules,
 * show information, and the security notice only when the function is on), the four dates and
 * the organizer deadline with how far it is, and 'Modifier le salon' for 'show.edit' (the
 * synchronisation has its own card, ShowSyncCard). Dumb: the show in, intents out.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PanelCard from '@/components/PanelCard';
import ShowLogo from '@/components/ShowLogo';
import type { MediaRef, Show } from '@/domain/api';
import { relativeToNow } from '@/domain/showDates';
import { useShowDateTime } from '@/components/useShowDateTime';

interface Props {
  show: Show;
  canEdit: boolean;
  onEdit: () => void;
}

function Download({ media, labelId }: { media: MediaRef | null; labelId: string }) {
  const intl = useIntl();
  if (!media) return null;
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} href={media.objectUrl} download={media.mediaFileName} target="_blank" rel="noopener">
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
}

function DateItem({ labelId, iso, relative = false }: { labelId: string; iso: string | null; relative?: boolean }) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  const text = showDate(iso) || '—';
  const away = relative ? relativeToNow(iso, intl.locale) : '';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {intl.formatMessage({ id: labelId })}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {text}
        {away && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${away})`}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

const DATES_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, m: 0 } as const;

export default function ShowOverviewCard({ show, canEdit, onEdit }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <PanelCard
      title={t('showDashboard.info.title')}
      action={
        canEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {t('showDashboard.info.edit')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <ShowLogo src={show.logo?.objectUrl} alt={t('showDashboard.info.logo', { show: show.name })} size={72} />
          <Box>
            <Typography variant="h5" component="p">
              {show.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(show.enabled ? 'showDashboard.info.enabled' : 'showDashboard.info.disabled')}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Download media={show.exhibitorGuide} labelId="showDashboard.info.exhibitorGuide" />
          <Download media={show.map} labelId="showDashboard.info.map" />
          {show.securityInstructionsFunction && <Download media={show.securityInstructions} labelId="showDashboard.info.securityInstructions" />}
        </Box>
        <Box component="dl" sx={DATES_SX}>
          <DateItem labelId="showDashboard.info.installationStart" iso={show.installationDateStart} />
          <DateItem labelId="showDashboard.info.installationEnd" iso={show.installationDateEnd} />
          <DateItem labelId="showDashboard.info.uninstallationStart" iso={show.uninstallationDateStart} />
          <DateItem labelId="showDashboard.info.uninstallationEnd" iso={show.uninstallationDateEnd} />
          <DateItem labelId="showDashboard.info.organizerDeadline" iso={show.organizerDeadline} relative />
        </Box>
      </Stack>
    </PanelCard>
  );
}
