/**
 * A stand's plan status in a list cell: a span with the grid's `stand-chip` class,
 * coloured by its `data-status` (STAND_LIST_GRID_SX in standListColumns.tsx, from STAND_STATUS_COLORS), the
 * look of StandStatusChip without a Chip per row.
 */
import { useIntl } from 'react-intl';
import { isStandStatus, standStatusLabelId, type StandStatus } from '@/domain/standStatus';

export default function StandStatusLabel({ status }: { status: StandStatus }) {
  const intl = useIntl();
  if (!isStandStatus(status)) return null;
  return (
    <span className="stand-chip" data-status={status}>
      {intl.formatMessage({ id: standStatusLabelId(status) })}
    </span>
  );
}
