/**
 * Name a view: the current filters, sort and columns saved under it, or (with the modal's id)
 * a new name for that view. Open while the `lists/savedView` modal is; the save saga closes it.
 * The name typed is kept as a draft of the list (and of the view renamed) until saved, and
 * closing with a changed name asks first, as every form does.
 */
import { useIntl } from 'react-intl';
import DraftedTextDialog from '@/components/DraftedTextDialog';
import type { SavedView } from '@/domain/listLink';
import type { ListTarget } from '../actions';
import { useSaveViewDialog } from '../useSavedViews';

export const VIEW_NAME_MAX = 100;

export default function SaveViewDialog({ target, views }: { target: ListTarget; views: readonly SavedView[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { modal, close, save } = useSaveViewDialog(target);
  if (!modal.open) return null;
  const renamed = modal.id === null ? null : views.find((v) => v.id === modal.id) ?? null;
  // Mounted while open: it opens on the draft, or on the view's name.
  const draftKey = `lists/view:${target.path}:${renamed?.id ?? 'new'}`;
  return (
    <DraftedTextDialog
      key={draftKey}
      draftKey={draftKey}
      initial={renamed?.name ?? ''}
      titleId="list-view-save-title"
      title={t(renamed ? 'list.views.renameTitle' : 'list.views.saveTitle')}
      label={t('list.views.name')}
      help={t('list.views.nameHelp')}
      missing={t('list.views.nameMissing')}
      cancel={t('common.cancel')}
      submit={t('common.save')}
      maxLength={VIEW_NAME_MAX}
      maxWidth="xs"
      onClose={close}
      onSubmit={(name) => save(name, renamed)}
    />
  );
}
