/**
 * The side menu's providers modal (part 2 §2 'Layout bar', every user of a show): the current show's
 * providers by category with logo, link, e-mail and contacts. A link is a real `<a target="_blank">`
 * (it opens even when the API is down); its click is also counted (fire-and-forget saga).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ProviderShow } from '@/domain/api';
import { placementLink } from '@/domain/providerGroups';
import { useShowProvidersModal } from './hooks';
import { phoneText } from '@/domain/phone';

function PlacedProvider({ placement, onClick }: { placement: ProviderShow; onClick: (id: number) => void }) {
  const intl = useIntl();
  const { provider } = placement;
  const href = placementLink(placement);
  const email = placement.email || provider.email;
  return (
    <Stack direction="row" spacing={2} component="li" sx={{ py: 1, alignItems: 'flex-start', listStyle: 'none' }} data-testid="placed-provider">
      <Box sx={{ width: 75, height: 75, flexShrink: 0 }}>{provider.logoUrl && <img src={provider.logoUrl} alt="" width={75} height={75} loading="lazy" />}</Box>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography component="h4" variant="subtitle1">
          {provider.name}
        </Typography>
        {placement.wording && <Typography variant="body2">{placement.wording}</Typography>}
        {href && (
          <Link href={href} target="_blank" rel="noopener noreferrer" onClick={() => onClick(placement.id)} sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'providers.modal.visit' }, { name: provider.name })}
          </Link>
        )}
        {email && (
          <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Link>
        )}
        {provider.contacts.map((contact) => (
          <Typography key={contact.id} variant="body2" color="text.secondary">
            {contact.firstname} {contact.lastname} · {contact.company} · <Link href={`tel:${contact.phone}`}>{phoneText(contact.phone)}</Link>
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

export default function ShowProvidersModal() {
  const intl = useIntl();
  const { modal, placements, groups, clicked } = useShowProvidersModal();
  return (
    <Dialog open={modal.open} onClose={modal.close} fullWidth maxWidth="md" aria-labelledby="show-providers-title" scroll="paper">
      <DialogTitle id="show-providers-title">{intl.formatMessage({ id: 'providers.modal.title' })}</DialogTitle>
      <DialogContent dividers>
        {placements.loaded && groups.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'providers.modal.empty' })}</Typography>}
        {!placements.loaded && <Typography color="text.secondary">{intl.formatMessage({ id: 'common.loading' })}</Typography>}
        {groups.map((group, index) => (
          <Box component="section" key={group.category.id} aria-labelledby={`provider-category-${group.category.id}`}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <Typography id={`provider-category-${group.category.id}`} component="h3" variant="h6">
              {group.category.name}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {group.placements.map((placement) => (
                <PlacedProvider key={placement.id} placement={placement} onClick={clicked} />
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={modal.close}>{intl.formatMessage({ id: 'common.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
