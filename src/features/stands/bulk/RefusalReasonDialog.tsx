/**
 * Refusing plans in bulk needs the reason each stand's thread will read, as one refusal does.
 * The reason typed is kept as a draft of the list until sent, and closing with one asks first.
 */
import { useIntl } from 'react-intl';
import DraftedTextDialog from '@/components/DraftedTextDialog';

export interface RefusalReasonDialogProps {
  count: number;
  /** The draft's key: the form and the list it refuses in. */
  draftKey: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

export default function RefusalReasonDialog({ count, draftKey, onCancel, onSubmit }: RefusalReasonDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <DraftedTextDialog
      draftKey={draftKey}
      initial=""
      titleId="stand-bulk-refuse-title"
      title={intl.formatMessage({ id: 'standBulk.refuse.title' }, { count })}
      label={t('standBulk.refuse.reason')}
      help={t('standBulk.refuse.help')}
      missing={t('standBulk.refuse.reasonMissing')}
      cancel={t('common.cancel')}
      submit={t('standBulk.refuse.submit')}
      multiline
      maxWidth="sm"
      onClose={onCancel}
      onSubmit={onSubmit}
    />
  );
}
