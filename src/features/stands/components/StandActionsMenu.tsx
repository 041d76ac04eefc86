/**
 * The stand dashboard's actions menu (part 1 §2): the stand actions the user may
 * take, by permission — the triage of its messages (mark dealt with / not dealt
 * with, stand.markTreated) and 'Envoyer une notification' to its contacts
 * (notification.add), edit the stand (stand.edit: its modal) and delete it (stand.delete:
 * confirmation, then back to the stand list). Renders nothing when none is open to the user.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Stand } from '@/domain/api';
import { useStandActions } from '../hooks';
import StandEditDialog from '../manage/StandEditDialog';

export default function StandActionsMenu({ stand }: { stand: Stand }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = useStandActions(stand);
  const { canTriage, canNotify, canEdit, canDelete, showId } = actions;
  if (!canTriage && !canNotify && !canEdit && !canDelete) return null;
  const menuId = `stand-${stand.id}-actions`;
  const setTreated = (treated: boolean) => {
    setAnchor(null);
    actions.setTreated(treated);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage({ id: 'stand.actions' })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canTriage &&
          (stand.treated ? (
            <MenuItem onClick={() => setTreated(false)}>{intl.formatMessage({ id: 'stand.actions.markUntreated' })}</MenuItem>
          ) : (
            <MenuItem onClick={() => setTreated(true)}>{intl.formatMessage({ id: 'standList.markTreated' })}</MenuItem>
          ))}
        {canNotify && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              actions.notify();
            }}
          >
            {intl.formatMessage({ id: 'notifications.menu.send' })}
          </MenuItem>
        )}
        {canEdit && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              actions.edit();
            }}
          >
            {intl.formatMessage({ id: 'stand.actions.edit' })}
          </MenuItem>
        )}
        {canDelete && showId !== null && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setAnchor(null);
              actions.remove();
            }}
          >
            {intl.formatMessage({ id: 'stand.actions.delete' })}
          </MenuItem>
        )}
      </Menu>
      {canEdit && <StandEditDialog stand={stand} />}
    </>
  );
}
