/** A provider's information on its page: logo, e-mail, link, shows and clicks; edit and delete. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import EditDeleteActions from '@/components/EditDeleteActions';
import PanelCard from '@/components/PanelCard';
import type { Provider } from '@/domain/api';

interface Props {
  provider: Provider;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export default function ProviderCard({ provider, canEdit, canDelete, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const line = (labelId: string, value: ReactNode) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>{intl.formatMessage({ id: 'providers.detail.label' }, { label: intl.formatMessage({ id: labelId }) })} </Box>
      {value}
    </Typography>
  );
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'providers.detail.information' })}
      action={<EditDeleteActions canEdit={canEdit} canDelete={canDelete} onEdit={onEdit} onDelete={onDelete} />}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {provider.logo && <img src={provider.logo.objectUrl} alt={intl.formatMessage({ id: 'providers.detail.logoOf' }, { name: provider.name })} width={75} height={75} />}
        <Stack spacing={0.5}>
          {line('providers.column.email', <Link href={`mailto:${provider.email}`}>{provider.email}</Link>)}
          {provider.link && line('providers.column.link', <Link href={provider.link} target="_blank" rel="noopener noreferrer">{provider.link}</Link>)}
          {line('providers.column.nbShows', provider.nbShows)}
          {line('providers.column.counter', provider.counter)}
        </Stack>
      </Stack>
    </PanelCard>
  );
}
