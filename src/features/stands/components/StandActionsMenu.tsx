/**
 * The stand dashboard's actions menu (part 1 §2): the stand actions the user may
 * take, by permission — the triage of its messages (mark dealt with / not dealt
 * with, stand.markTreated) and 'Envoyer une notification' to its contacts
 * (notification.add). Renders nothing when none is open to the user.
 * Other areas add theirs (edit and delete the stand come with stand management).
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
import { useAppDispatch, useAppSelector } from '@/state/hooks';

export default function StandActionsMenu({ stand }: { stand: Stand }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const canTriage = useAppSelector((state) => selectCan(state, 'stand.markTreated'));
  const canNotify = useAppSelector((state) => selectCan(state, 'notification.add'));
  if (!canTriage && !canNotify) return null;
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
      </Menu>
    </>
  );
}
