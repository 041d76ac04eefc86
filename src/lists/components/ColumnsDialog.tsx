/**
 * The columns of a list, chosen and ordered by the user (saved with the list's
 * state as its layout). Every change applies at once, so the grid behind shows it;
 * moving is by buttons, which work from the keyboard (the grid's own column drag is
 * not in the MIT DataGrid).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ListLayout } from '@/domain/listQuery';

export interface ChoosableColumn {
  field: string;
  headerName: string;
  /** False: always shown. */
  hideable: boolean;
  /** Always first and shown (the row's name, which stays in view while the grid scrolls). */
  pinned: boolean;
}

export interface ColumnsDialogProps {
  open: boolean;
  /** The columns in their shown order. */
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (patch: Partial<ListLayout>) => void;
  onClose: () => void;
}

/** `fields` with the one at `index` swapped with its neighbour `index + step`. */
function moved(fields: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...fields];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}

function ColumnsDialog({ open, columns, hidden, onChange, onClose }: ColumnsDialogProps) {
  const intl = useIntl();
  const fields = columns.map((c) => c.field);
  const toggle = (field: string, shown: boolean) =>
    onChange({ hidden: shown ? hidden.filter((f) => f !== field) : [...hidden, field] });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="list-columns-title" maxWidth="xs" fullWidth>
      <DialogTitle id="list-columns-title">{intl.formatMessage({ id: 'list.columns.title' })}</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          {columns.map((column, index) => (
            <ListItem
              key={column.field}
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={column.pinned || index === 0 || columns[index - 1].pinned}
                    aria-label={intl.formatMessage({ id: 'list.columns.up' }, { column: column.headerName })}
                    onClick={() => onChange({ order: moved(fields, index, -1) })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={column.pinned || index === columns.length - 1}
                    aria-label={intl.formatMessage({ id: 'list.columns.down' }, { column: column.headerName })}
                    onClick={() => onChange({ order: moved(fields, index, 1) })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={!hidden.includes(column.field)}
                    disabled={!column.hideable}
                    onChange={(_, shown) => toggle(column.field, shown)}
                  />
                }
                label={column.headerName}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange({ order: [], hidden: [] })}>
          {intl.formatMessage({ id: 'list.columns.reset' })}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {intl.formatMessage({ id: 'list.columns.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default memo(ColumnsDialog);
