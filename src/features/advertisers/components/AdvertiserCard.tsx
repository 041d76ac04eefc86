/** An advertiser's information on its page: logo, link, shows and clicks; edit and delete. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import EditDeleteActions from '@/components/EditDeleteActions';
import PanelCard from '@/components/PanelCard';
import type { Advertiser } from '@/domain/api';

interface Props {
  advertiser: Advertiser;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export default function AdvertiserCard({ advertiser, canEdit, canDelete, onEdit, onDelete }: Props) {
  const intl = useIntl();
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'advertisers.detail.information' })}
      action={<EditDeleteActions canEdit={canEdit} canDelete={canDelete} onEdit={onEdit} onDelete={onDelete} />}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {advertiser.logo && <img src={advertiser.logo.objectUrl} alt={intl.formatMessage({ id: 'advertisers.detail.logoOf' }, { name: advertiser.name })} width={170} height={170} />}
        <Stack spacing={0.5}>
          <Link href={advertiser.link} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {advertiser.link}
          </Link>
          <Typography variant="body2">{intl.formatMessage({ id: 'advertisers.detail.shows' }, { count: advertiser.nbShows })}</Typography>
          <Typography variant="body2" data-testid="advertiser-counter">
            {intl.formatMessage({ id: 'advertisers.detail.clicks' }, { count: advertiser.counter })}
          </Typography>
        </Stack>
      </Stack>
    </PanelCard>
  );
}
