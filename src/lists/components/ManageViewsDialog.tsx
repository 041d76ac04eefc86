/** The user's views of a list, to rename (the name dialog) or delete (after confirmation). */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { SavedView } from '@/domain/listLink';
import { useManageViews } from '../useSavedViews';

export interface ManageViewsDialogProps {
  list: string;
  views: readonly SavedView[];
  onClose: () => void;
}

export default function ManageViewsDialog({ list, views, onClose }: ManageViewsDialogProps) {
  const intl = useIntl();
  const { rename: renameView, remove: removeView } = useManageViews(list);
  const rename = intl.formatMessage({ id: 'list.views.rename' });
  const remove = intl.formatMessage({ id: 'list.views.delete' });
  return (
    <Dialog open onClose={onClose} aria-labelledby="list-views-manage-title" maxWidth="xs" fullWidth>
      <DialogTitle id="list-views-manage-title">{intl.formatMessage({ id: 'list.views.manageTitle' })}</DialogTitle>
      <DialogContent dividers>
        {views.length === 0 && intl.formatMessage({ id: 'list.views.none' })}
        <List dense disablePadding>
          {views.map((view) => (
            <ListItem
              key={view.id}
              secondaryAction={
                <>
                  <IconButton title={rename} aria-label={`${rename} ${view.name}`} onClick={() => renameView(view)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    color="error"
                    title={remove}
                    aria-label={`${remove} ${view.name}`}
                    onClick={() => removeView(view)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={view.name} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'list.views.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
