/**
 * The top-right menu of the stand list. Today: Export (with 'stand.export'),
 * of the selected rows or, with none selected, of every stand of the show.
 * Renders nothing when the user may use none of its entries.
 */
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface StandListMenuProps {
  canExport: boolean;
  selectedCount: number;
  onExport: () => void;
}

function StandListMenu({ canExport, selectedCount, onExport }: StandListMenuProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canExport) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'stand-list-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage({ id: 'standList.menu' })}
      </Button>
      <Menu id="stand-list-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onExport();
          }}
        >
          <ListItemIcon>
            <FileDownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={intl.formatMessage({ id: 'standList.export' })}
            secondary={
              selectedCount > 0
                ? intl.formatMessage({ id: 'standList.export.scopeSelected' }, { count: selectedCount })
                : intl.formatMessage({ id: 'standList.export.scopeAll' })
            }
          />
        </MenuItem>
      </Menu>
    </>
  );
}

export default memo(StandListMenu);
