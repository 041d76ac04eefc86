/**
 * The Messages cell of the stand list (admin, support, organizer): 'Nouveau' when the
 * stand has messages nobody of the team has seen, 'Non traité' when they are not
 * dealt with yet — what the Messages filters select. Spans styled once by the
 * grid (STAND_LIST_GRID_SX), like the other chips of the list.
 */
import { useIntl } from 'react-intl';
import type { Stand } from '@/domain/api';

export default function StandTriageFlags({ stand }: { stand: Pick<Stand, 'unSeen' | 'treated'> }) {
  const intl = useIntl();
  if (!stand.unSeen && stand.treated !== false) return null;
  return (
    <span className="stand-flags">
      {stand.unSeen && (
        <span className="stand-flag" data-flag="new">
          {intl.formatMessage({ id: 'standList.flag.new' })}
        </span>
      )}
      {stand.treated === false && (
        <span className="stand-flag" data-flag="untreated">
          {intl.formatMessage({ id: 'standList.flag.untreated' })}
        </span>
      )}
    </span>
  );
}
