/** An icon button opening a menu of links and actions from the menu table. */
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { VisibleMenuEntry } from '@/domain/menu';

interface Props {
  labelId: string;
  icon: ReactNode;
  entries: VisibleMenuEntry[];
  /** Entries without a link (logout…) call this with their id. */
  onAction?: (id: string) => void;
}

export default function HeaderMenu({ labelId, icon, entries, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const intl = useIntl();
  if (!entries.length) return null;
  const label = intl.formatMessage({ id: labelId });
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {icon}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {entries.map((entry) =>
          entry.to ? (
            <MenuItem key={entry.id} component={RouterLink} to={entry.to} onClick={close}>
              {intl.formatMessage({ id: entry.labelId })}
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.id}
              onClick={() => {
                close();
                onAction?.(entry.id);
              }}
            >
              {intl.formatMessage({ id: entry.labelId })}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
