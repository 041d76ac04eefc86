/** The stand document page's menu (part 2 §2): every document as one zip (reviewers), a notification to the stand (the notification modal). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import MoreVertIcon from '@mui/icons-material/MoreVert';

interface Props {
  canZip: boolean;
  canNotify: boolean;
  onZip: () => void;
  onNotify: () => void;
}

export default function DocumentsPageMenu({ canZip, canNotify, onZip, onNotify }: Props) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canZip && !canNotify) return null;
  const close = () => setAnchor(null);
  const item = (labelId: string, Icon: typeof MoreVertIcon, run: () => void) => (
    <MenuItem
      onClick={() => {
        close();
        run();
      }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {intl.formatMessage({ id: labelId })}
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'standDocuments.menu' })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'stand-documents-actions' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id="stand-documents-actions" anchorEl={anchor} open={anchor !== null} onClose={close} disablePortal>
        {canZip && item('standDocuments.menu.zip', FolderZipIcon, onZip)}
        {canNotify && item('standDocuments.menu.notify', ForwardToInboxIcon, onNotify)}
      </Menu>
    </>
  );
}
