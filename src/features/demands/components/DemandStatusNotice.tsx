/**
 * The notice of a request's status for users who may not decide (part 2 §2): in progress orange
 * (taken into account, they will be told), refused red, validated green.
 */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { demandStatusColor, isDemandStatus } from '../rules';

export default function DemandStatusNotice({ status }: { status: string }) {
  const intl = useIntl();
  if (!isDemandStatus(status)) return null;
  return (
    <Alert severity={demandStatusColor(status)} data-status={status}>
      {intl.formatMessage({ id: `demands.notice.${status}` })}
    </Alert>
  );
}
