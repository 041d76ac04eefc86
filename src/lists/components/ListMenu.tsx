/**
 * The top-right menu of a list screen: the screen's own entries (`menuItems` of the
 * config, e.g. 'Ajouter un stand', already filtered by permission), then Export (with
 * the list's export permission), of the selected rows or, with none selected, of every
 * row of the list's scope. Renders nothing when the user may use none of its entries.
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
import type { SvgIconComponent } from '@mui/icons-material';

/** An entry of the menu, as the menu shows it. */
export interface ListMenuEntryView {
  labelId: string;
  Icon?: SvgIconComponent;
  onSelect: () => void;
}

export interface ListMenuProps {
  /** The list's message id prefix (`standList`). */
  messages: string;
  canExport: boolean;
  selectedCount: number;
  onExport: () => void;
  /** The screen's own entries, before Export. */
  entries?: readonly ListMenuEntryView[];
}

function ListMenu({ messages, canExport, selectedCount, onExport, entries = [] }: ListMenuProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canExport && entries.length === 0) return null;
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
        {entries.map(({ labelId, Icon, onSelect }) => (
          <MenuItem
            key={labelId}
            onClick={() => {
              close();
              onSelect();
            }}
          >
            {Icon && (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText primary={intl.formatMessage({ id: labelId })} />
          </MenuItem>
        ))}
        {canExport && (
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
        )}
      </Menu>
    </>
  );
}

export default memo(ListMenu);
