/** The request page's menu (part 2 §2): edit and delete while in progress (delete: admin or support), the sheet as PDF. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

interface Props {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSheet: () => void;
  onDelete: () => void;
}

export default function DemandActionsMenu({ canEdit, canDelete, onEdit, onSheet, onDelete }: Props) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = (labelId: string, Icon: typeof EditIcon, run: () => void) => (
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
        aria-label={intl.formatMessage({ id: 'demands.menu' })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'demand-actions' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id="demand-actions" anchorEl={anchor} open={anchor !== null} onClose={close}>
        {canEdit && item('demands.menu.edit', EditIcon, onEdit)}
        {item('demands.menu.sheet', PictureAsPdfIcon, onSheet)}
        {canDelete && item('demands.menu.delete', DeleteOutlineIcon, onDelete)}
      </Menu>
    </>
  );
}
