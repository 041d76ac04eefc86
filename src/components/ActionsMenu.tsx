/**
 * A page's menu of actions (the request page's, a stand's documents'): a button named by `label`
 * opening the items given (each an icon, a label and what it does), inside its landmark (no portal).
 * Nothing when no item is offered. Dumb.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface ActionsMenuItem {
  labelId: string;
  Icon: typeof MoreVertIcon;
  onClick: () => void;
}

export default function ActionsMenu({ id, labelId, items }: { id: string; labelId: string; items: readonly ActionsMenuItem[] }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: labelId })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close} disablePortal>
        {items.map(({ labelId: itemLabelId, Icon, onClick }) => (
          <MenuItem
            key={itemLabelId}
            onClick={() => {
              close();
              onClick();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {intl.formatMessage({ id: itemLabelId })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
