/** A request's status as a badge in its colour (part 2 §2: in progress orange, validated green, refused red). */
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import { demandStatusColor, demandStatusLabelId, isDemandStatus } from '../rules';

export default function DemandStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const intl = useIntl();
  return (
    <Chip
      size={size}
      color={isDemandStatus(status) ? demandStatusColor(status) : 'default'}
      label={intl.formatMessage({ id: demandStatusLabelId(status) })}
    />
  );
}
