/**
 * The viewer's revisions bar (issue 25 item 3): the revision shown (v1, v2, … with its decision),
 * the mode (one revision, side by side, overlaid with the differences) and the previous
 * revision's marks over this one. Dumb: what it shows comes in, the choices go out.
 */
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import type { PlanRevision } from '../types';

export type CompareMode = 'single' | 'sideBySide' | 'overlay';

export interface RevisionBarProps {
  revisions: readonly PlanRevision[];
  current: PlanRevision | null;
  hasPrevious: boolean;
  onPick: (revision: PlanRevision) => void;
  mode: CompareMode;
  onMode: (mode: CompareMode) => void;
  showPrevious: boolean;
  onShowPrevious: (show: boolean) => void;
}

const decisionColor = (decision: PlanRevision['decision']) => (decision === 'validated' ? 'success' : decision === 'refused' ? 'error' : 'default');

export function DecisionChip({ revision }: { revision: PlanRevision }) {
  const intl = useIntl();
  return <Chip size="small" color={decisionColor(revision.decision)} label={intl.formatMessage({ id: `planReview.revisions.decision.${revision.decision ?? 'pending'}` })} />;
}

export default function RevisionBar({ revisions, current, hasPrevious, onPick, mode, onMode, showPrevious, onShowPrevious }: RevisionBarProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Toolbar variant="dense" role="toolbar" aria-label={t('planReview.revisions.label')} sx={{ gap: 1, flexWrap: 'wrap', py: 0.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        select
        size="small"
        label={t('planReview.revisions.pick')}
        value={current?.id ?? ''}
        onChange={(event) => {
          const picked = revisions.find((revision) => revision.id === Number(event.target.value));
          if (picked) onPick(picked);
        }}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { renderValue: (value) => (current && value !== '' ? t('planReview.revisions.version', { number: current.number }) : '') } }}
      >
        {revisions.map((revision) => (
          <MenuItem key={revision.id} value={revision.id} sx={{ gap: 1 }}>
            {t('planReview.revisions.version', { number: revision.number })}
            <DecisionChip revision={revision} />
          </MenuItem>
        ))}
      </TextField>
      {current && <DecisionChip revision={current} />}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: CompareMode | null) => next && onMode(next)}
        aria-label={t('planReview.compare.mode')}
        // Text labels on the app bar's grey: the primary text colour keeps them readable (the chosen one is shaded).
        sx={{ '& .MuiToggleButton-root:not(.Mui-disabled)': { color: 'text.primary' } }}
      >
        <ToggleButton value="single">{t('planReview.compare.single')}</ToggleButton>
        <ToggleButton value="sideBySide" disabled={!hasPrevious}>
          {t('planReview.compare.sideBySide')}
        </ToggleButton>
        <ToggleButton value="overlay" disabled={!hasPrevious}>
          {t('planReview.compare.overlay')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel
        control={<Switch checked={showPrevious} disabled={!hasPrevious} onChange={(event) => onShowPrevious(event.target.checked)} />}
        label={t('planReview.compare.previousMarks')}
      />
    </Toolbar>
  );
}
