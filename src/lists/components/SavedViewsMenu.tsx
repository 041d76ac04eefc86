/**
 * The saved views of a list screen (issue 11, item 6): a menu of the user's views of this
 * list (choosing one shows it), saving the current filters, sort and columns under a name,
 * copying a link that restores the list for a colleague, and managing the views (rename,
 * delete with confirmation). The views are the user's, on the server: src/lists/viewSagas.ts.
 */
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import LinkIcon from '@mui/icons-material/Link';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { ListTarget } from '../actions';
import { useSavedViews } from '../useSavedViews';
import ManageViewsDialog from './ManageViewsDialog';
import SaveViewDialog from './SaveViewDialog';

function SavedViewsMenu({ target }: { target: ListTarget }) {
  const intl = useIntl();
  const { views, load, apply, openSave, copyLink } = useSavedViews(target);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [managing, setManaging] = useState(false);
  const menuId = `${target.list}-views-menu`;
  const close = () => setAnchor(null);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <>
      <Button
        variant="text"
        startIcon={<BookmarksOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          load();
        }}
      >
        {t('list.views.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {views.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('list.views.none')} />
          </MenuItem>
        )}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              close();
              apply(view.id);
            }}
          >
            <ListItemText primary={view.name} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            openSave();
          }}
        >
          <ListItemIcon>
            <BookmarkAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('list.views.save')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            copyLink();
          }}
        >
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('list.views.copyLink')} />
        </MenuItem>
        <MenuItem
          disabled={views.length === 0}
          onClick={() => {
            close();
            setManaging(true);
          }}
        >
          <ListItemIcon>
            <EditNoteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('list.views.manage')} />
        </MenuItem>
      </Menu>
      <SaveViewDialog target={target} views={views} />
      {managing && <ManageViewsDialog list={target.list} views={views} onClose={() => setManaging(false)} />}
    </>
  );
}

export default memo(SavedViewsMenu);
