/**
 * Surface filter of the stand list: a 0–1000 m² range slider and the surface
 * buckets (part 1 §9). Dumb: the value comes in, the choices go out. The slider
 * reports only when released, so dragging does not fire a request per step.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SURFACE_BUCKETS, SURFACE_MAX, SURFACE_MIN, type SurfaceBucket } from '@/domain/standListSurface';

export interface SurfaceFilterProps {
  value: [number, number];
  bucket: SurfaceBucket | null;
  onRangeChange: (range: [number, number]) => void;
  /** null when the chosen bucket is clicked again. */
  onBucketChange: (bucket: SurfaceBucket | null) => void;
}

export default function SurfaceFilter({ value, bucket, onRangeChange, onBucketChange }: SurfaceFilterProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<[number, number]>(value);
  const [lo, hi] = value;
  useEffect(() => setDraft([lo, hi]), [lo, hi]);
  const label = intl.formatMessage({ id: 'standList.surface.label' });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ width: 220, px: 1 }}>
        <Typography variant="caption" color="text.secondary" id="surface-filter-label">
          {label} {draft[0]} – {draft[1]}
        </Typography>
        <Slider
          size="small"
          min={SURFACE_MIN}
          max={SURFACE_MAX}
          value={draft}
          valueLabelDisplay="auto"
          aria-labelledby="surface-filter-label"
          getAriaLabel={(index) => `${label} ${index === 0 ? 'min' : 'max'}`}
          onChange={(_, next) => setDraft(next as [number, number])}
          onChangeCommitted={(_, next) => onRangeChange(next as [number, number])}
        />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={bucket}
        aria-label={intl.formatMessage({ id: 'standList.surface.buckets' })}
        onChange={(_, next: SurfaceBucket | null) => onBucketChange(next)}
      >
        {SURFACE_BUCKETS.map((b) => (
          <ToggleButton key={b} value={b} sx={{ px: 1, py: 0.25, textTransform: 'none' }}>
            {intl.formatMessage({ id: `standList.surface.bucket.${b}` })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
