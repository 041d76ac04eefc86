/**
 * The top-right menu of a list screen. Today: Export (with the list's export
 * permission), of the selected rows or, with none selected, of every row of the
 * list's scope. Renders nothing when the user may use none of its entries.
 * Its texts are the list's: `<messages>.menu`, `<messages>.export`,
 * `<messages>.export.scopeSelected`, `<messages>.export.scopeAll`.
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

export interface ListMenuProps {
  /** The list's message id prefix (`standList`). */
  messages: string;
  canExport: boolean;
  selectedCount: number;
  onExport: () => void;
}

function ListMenu({ messages, canExport, selectedCount, onExport }: ListMenuProps) {
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
        aria-controls={anchor ? `${messages}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage({ id: `${messages}.menu` })}
      </Button>
      <Menu id={`${messages}-menu`} anchorEl={anchor} open={anchor !== null} onClose={close}>
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
            primary={intl.formatMessage({ id: `${messages}.export` })}
            secondary={
              selectedCount > 0
                ? intl.formatMessage({ id: `${messages}.export.scopeSelected` }, { count: selectedCount })
                : intl.formatMessage({ id: `${messages}.export.scopeAll` })
            }
          />
        </MenuItem>
      </Menu>
    </>
  );
}

export default memo(ListMenu);
