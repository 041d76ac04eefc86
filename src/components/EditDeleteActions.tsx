/** The Edit and Delete buttons of a detail page's block (a provider's, an advertiser's), each shown with its permission. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

export interface EditDeleteActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export default function EditDeleteActions({ canEdit, canDelete, onEdit, onDelete }: EditDeleteActionsProps) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1}>
      {canEdit && (
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {intl.formatMessage({ id: 'common.edit' })}
        </Button>
      )}
      {canDelete && (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          {intl.formatMessage({ id: 'common.delete' })}
        </Button>
      )}
    </Stack>
  );
}
