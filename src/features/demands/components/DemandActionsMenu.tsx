/** The request page's menu (part 2 §2): edit and delete while in progress (delete: admin or support), the sheet as PDF. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ActionsMenu, { type ActionsMenuItem } from '@/components/ActionsMenu';

interface Props {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSheet: () => void;
  onDelete: () => void;
}

export default function DemandActionsMenu({ canEdit, canDelete, onEdit, onSheet, onDelete }: Props) {
  const items: ActionsMenuItem[] = [
    ...(canEdit ? [{ labelId: 'demands.menu.edit', Icon: EditIcon, onClick: onEdit }] : []),
    { labelId: 'demands.menu.sheet', Icon: PictureAsPdfIcon, onClick: onSheet },
    ...(canDelete ? [{ labelId: 'demands.menu.delete', Icon: DeleteOutlineIcon, onClick: onDelete }] : []),
  ];
  return <ActionsMenu id="demand-actions" labelId="demands.menu" items={items} />;
}
