/**
 * The show dashboard's advertisements box (part 2 §2): the show's advertisements with their wording
 * and click counter; add, edit, delete for admin ('Annonce enregistrée !'; 'Impossible de
 * supprimer.' when refused). Generic saves and deletes.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import PanelCard from '@/components/PanelCard';
import AdvertisementDialog from './forms/AdvertisementDialog';
import { useShowAdvertisementsBox } from './hooks';

export default function ShowAdvertisementsBox({ showId }: { showId: number }) {
  const intl = useIntl();
  const { advertisements, canEdit, openForm, askDelete } = useShowAdvertisementsBox(showId);
  const total = advertisements.items.reduce((sum, item) => sum + item.counter, 0);
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'advertisers.box.title' })}
      action={
        canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {intl.formatMessage({ id: 'advertisers.box.add' })}
          </Button>
        )
      }
      after={canEdit && <AdvertisementDialog showId={showId} />}
    >
      {advertisements.loaded && advertisements.items.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'advertisers.box.empty' })}</Typography>}
      {advertisements.items.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'advertisers.box.total' }, { count: total })}
        </Typography>
      )}
      <List dense disablePadding>
        {advertisements.items.map((advertisement) => {
          const name = advertisement.advertiser.name;
          return (
            <ListItem
              key={advertisement.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <>
                    <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${name}`} onClick={() => openForm(advertisement.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${name}`} onClick={() => askDelete(advertisement.id)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemText
                primary={name}
                secondary={[advertisement.wording, intl.formatMessage({ id: 'advertisers.box.clicks' }, { count: advertisement.counter })].filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </PanelCard>
  );
}
