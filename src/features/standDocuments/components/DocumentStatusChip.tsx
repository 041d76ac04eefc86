/**
 * A stand's or a document's status in words on its colour (part 2 §9: NOT_RECEIVED purple, TO_CHECK
 * brown, PENDING_INFORMATIONS orange, CHECKED green, CHECKED_WITH_OPTION blue, REFUSED red), its text
 * black or white by contrast. A plain span: the list mounts 50 of them at each filter change.
 */
import { useIntl } from 'react-intl';
import { documentStatusColors, documentStatusLabelId } from '@/domain/standDocumentLabels';

export default function DocumentStatusChip({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  const labelId = documentStatusLabelId(status);
  const colors = documentStatusColors(status);
  if (!labelId || !colors) return null;
  return (
    <span
      className="document-status"
      data-status={status}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 22,
        padding: '0 8px',
        borderRadius: 8,
        fontSize: '0.8125rem',
        lineHeight: 1.2,
        backgroundColor: colors.background,
        color: colors.text,
      }}
    >
      {intl.formatMessage({ id: labelId })}
    </span>
  );
}
