/** The stand document page's menu (part 2 §2): every document as one zip (reviewers), a notification to the stand (the notification modal). */
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import ActionsMenu, { type ActionsMenuItem } from '@/components/ActionsMenu';

interface Props {
  canZip: boolean;
  canNotify: boolean;
  onZip: () => void;
  onNotify: () => void;
}

export default function DocumentsPageMenu({ canZip, canNotify, onZip, onNotify }: Props) {
  const items: ActionsMenuItem[] = [
    ...(canZip ? [{ labelId: 'standDocuments.menu.zip', Icon: FolderZipIcon, onClick: onZip }] : []),
    ...(canNotify ? [{ labelId: 'standDocuments.menu.notify', Icon: ForwardToInboxIcon, onClick: onNotify }] : []),
  ];
  return <ActionsMenu id="stand-documents-actions" labelId="standDocuments.menu" items={items} />;
}
