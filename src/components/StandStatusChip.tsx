/** A stand's plan status as a coloured chip (labels: standStatusLabelId, colours from the domain). */
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import { STAND_STATUS_COLORS, isStandStatus, standStatusLabelId, type StandStatus } from '@/domain/standStatus';

export default function StandStatusChip({ status, size = 'small' }: { status: StandStatus; size?: 'small' | 'medium' }) {
  const intl = useIntl();
  if (!isStandStatus(status)) return null;
  return (
    <Chip
      size={size}
      color={STAND_STATUS_COLORS[status]}
      label={intl.formatMessage({ id: standStatusLabelId(status) })}
      data-status={status}
    />
  );
}
