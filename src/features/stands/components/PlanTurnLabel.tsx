/**
 * Whose turn on a stand's plans and since when (issue 25, item 5; src/domain/planTurn.ts):
 * 'Équipe · depuis 3 j' (working days), and a late marker that says so in words with an icon,
 * not by colour alone. A list cell (spans styled once by STAND_LIST_GRID_SX) or, `long`, the
 * sentence of the stand page with the date in Paris time (marked so when the browser's zone differs).
 */
import { useIntl } from 'react-intl';
import type { Stand } from '@/domain/api';
import { isPlanTurn, planTurnLabelId, workingDaysSince } from '@/domain/planTurn';
import { useShowDateTime } from '@/components/useShowDateTime';

/** A small clock with an exclamation mark, drawn inline (no icon component per row). */
function LateIcon() {
  return (
    <svg className="plan-turn-late-icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1-13h2v6h-2zm0 8h2v2h-2z"
      />
    </svg>
  );
}

export default function PlanTurnLabel({ stand, long = false, now }: { stand: Pick<Stand, 'turn' | 'turnSince' | 'late'>; long?: boolean; now?: Date }) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  // Validated plans: nobody's turn, said as a sentence on the stand page ('Au tour de : personne').
  if (!isPlanTurn(stand.turn)) return long ? <span className="plan-turn">{intl.formatMessage({ id: 'planTurn.nobodyLong' })}</span> : null;
  const side = intl.formatMessage({ id: planTurnLabelId(stand.turn) });
  const days = stand.turnSince ? workingDaysSince(stand.turnSince, now) : 0;
  const text = long
    ? intl.formatMessage({ id: 'planTurn.sinceLong' }, { side, days, date: showDate(stand.turnSince) })
    : intl.formatMessage({ id: 'planTurn.since' }, { side, days });
  return (
    <span className="plan-turn" data-turn={stand.turn} data-late={stand.late ? 'true' : undefined}>
      <span className="plan-turn-text">{text}</span>
      {stand.late && (
        <span className="plan-turn-late">
          <LateIcon />
          {intl.formatMessage({ id: 'planTurn.late' })}
        </span>
      )}
    </span>
  );
}
