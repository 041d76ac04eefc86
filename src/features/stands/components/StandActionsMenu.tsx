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
import { saveRequested } from '@/entities/mutationsSlice';
import { notificationComposeRequested } from '@/features/notifications/actions';
import { selectCan } from '@/features/session/selectors';
import { idFromIri } from '@/entities/entityTypes';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalOpened } from '@/ui/uiSlice';
import { standDeleteRequested } from '../manage/actions';
import StandEditDialog, { STAND_EDIT_FORM } from '../manage/StandEditDialog';

export default function StandActionsMenu({ stand }: { stand: Stand }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const canTriage = useAppSelector((state) => selectCan(state, 'stand.markTreated'));
  const canNotify = useAppSelector((state) => selectCan(state, 'notification.add'));
  const canEdit = useAppSelector((state) => selectCan(state, 'stand.edit'));
  const canDelete = useAppSelector((state) => selectCan(state, 'stand.delete'));
  if (!canTriage && !canNotify && !canEdit && !canDelete) return null;
  const showId = idFromIri(stand.show);
  const menuId = `stand-${stand.id}-actions`;
  const setTreated = (treated: boolean) => {
    setAnchor(null);
    dispatch(
      saveRequested({
        resource: 'stands',
        id: stand.id,
        method: 'PATCH',
        data: { treated },
        key: 'stands/triage',
        successMessageId: treated ? 'standList.markedTreated' : 'stand.actions.markedUntreated',
      }),
    );
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
              dispatch(notificationComposeRequested({ selection: { ids: [stand.id] } }));
            }}
          >
            {intl.formatMessage({ id: 'notifications.menu.send' })}
          </MenuItem>
        )}
        {canEdit && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              dispatch(modalOpened({ name: STAND_EDIT_FORM, id: stand.id }));
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
              dispatch(standDeleteRequested({ id: stand.id, showId }));
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
