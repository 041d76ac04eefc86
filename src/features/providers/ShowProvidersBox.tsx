/**
 * The show dashboard's providers box (part 2 §2): the show's providers by category, each with its
 * wording and click counter, the total; add, edit, delete for admin ('Êtes-vous sûr de vouloir
 * supprimer ce prestataire ?', 'Impossible de supprimer.' when refused). Generic saves and deletes.
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
import { totalClicks } from '@/domain/providerGroups';
import PlacementDialog from './forms/PlacementDialog';
import { useShowProvidersBox } from './hooks';

export default function ShowProvidersBox({ showId }: { showId: number }) {
  const intl = useIntl();
  const { placements, groups, canEdit, openForm, askDelete } = useShowProvidersBox(showId);
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'providers.box.title' })}
      action={
        canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {intl.formatMessage({ id: 'providers.box.add' })}
          </Button>
        )
      }
      after={canEdit && <PlacementDialog showId={showId} />}
    >
      {placements.loaded && groups.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'providers.box.empty' })}</Typography>}
      {groups.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="providers-box-total">
          {intl.formatMessage({ id: 'providers.box.total' }, { count: totalClicks(placements.items) })}
        </Typography>
      )}
      {groups.map((group) => (
        <section key={group.category.id} aria-labelledby={`provider-category-${group.category.id}`}>
          {/* The heading sits before its list, not in it: a <ul> holds list items only. */}
          <Typography id={`provider-category-${group.category.id}`} component="h3" variant="subtitle2" color="text.secondary" sx={{ lineHeight: 2.5 }}>
            {group.category.name}
          </Typography>
          <List dense disablePadding>
            {group.placements.map((placement) => {
              const name = placement.provider.name;
              return (
                <ListItem
                  key={placement.id}
                  disableGutters
                  secondaryAction={
                    canEdit && (
                      <>
                        <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${name}`} onClick={() => openForm(placement.id)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${name}`} onClick={() => askDelete(placement.id)}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </>
                    )
                  }
                >
                  <ListItemText
                    primary={name}
                    secondary={[placement.wording, intl.formatMessage({ id: 'providers.box.clicks' }, { count: placement.counter })].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        </section>
      ))}
    </PanelCard>
  );
}
