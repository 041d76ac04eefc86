/**
 * The show's organizer contact (part 2 §2): name, company, e-mail and phone when this user may
 * read the account (the full admin; the organizer their own), else the name alone; 'Modifier'
 * for the full admin ('show.editOrganizer'), which opens the organizer modal.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import PanelCard from '@/components/PanelCard';
import type { Me, Show } from '@/domain/api';
import { phoneText } from '@/domain/phone';

interface Props {
  show: Show;
  organizer: Me | undefined;
  canEdit: boolean;
  onEdit: () => void;
}

export default function OrganizerCard({ show, organizer, canEdit, onEdit }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = organizer ? `${organizer.firstName} ${organizer.lastName}`.trim() : (show.organizerName ?? '');
  return (
    <PanelCard
      title={t('showDashboard.organizer.title')}
      action={
        canEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {t('showDashboard.organizer.edit')}
          </Button>
        )
      }
    >
      {!show.organizer ? (
        <Typography variant="body2" color="text.secondary">
          {t('showDashboard.organizer.none')}
        </Typography>
      ) : (
        <Box>
          <Typography variant="body1" data-testid="organizer-name">
            {name}
          </Typography>
          {organizer?.company && <Typography variant="body2">{organizer.company}</Typography>}
          {organizer?.email && (
            <Link variant="body2" href={`mailto:${organizer.email}`} sx={{ display: 'block' }}>
              {organizer.email}
            </Link>
          )}
          {organizer?.phone && <Typography variant="body2">{phoneText(organizer.phone)}</Typography>}
        </Box>
      )}
    </PanelCard>
  );
}
