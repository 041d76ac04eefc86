/**
 * The pieces of a checkbox filter panel: a labelled group (a fieldset named for
 * screen readers) and a memoized box whose callback gets its name, so ticking one
 * box re-renders that box only.
 */
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

const FILTER_BOX_SX = {
  py: 0.25,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: 1 },
} as const;

/** A box's name: what it toggles (the panel maps it to a filter patch). */
export type BoxName = string;

interface BoxProps {
  name: BoxName;
  /** The label's message id; or `label`, a text that is data (a hall, a type's own label). */
  labelId?: string;
  label?: string;
  checked: boolean;
  onToggle: (name: BoxName, checked: boolean) => void;
}

export const FilterBox = memo(function FilterBox({ name, labelId, label, checked, onToggle }: BoxProps) {
  const intl = useIntl();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0 }}
      control={
        // No ripple: its animation frames (~30 ms of main thread on 2 cores) ran between the click
        // and the filtered rows' render (bench/spaProfile.ts --scenario filter --trace). The keyboard
        // focus keeps a visible ring instead (the ripple was its only mark).
        <Checkbox size="small" disableRipple sx={FILTER_BOX_SX} checked={checked} onChange={(_, value) => onToggle(name, value)} />
      }
      label={
        <Typography variant="body2" sx={{ pt: 0.5, lineHeight: 1.3 }}>
          {labelId ? intl.formatMessage({ id: labelId }) : label}
        </Typography>
      }
    />
  );
});

export function FilterGroup({ labelId, children }: { labelId: string; children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <FormControl component="fieldset" variant="standard" aria-label={label}>
      <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: '0.8rem', mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup>{children}</FormGroup>
    </FormControl>
  );
}
