/**
 * Surface filter of the stand list: a 0–1000 m² range slider and the surface
 * buckets (part 1 §9). Dumb: the value comes in, the choices go out. The slider
 * reports only when released, so dragging does not fire a request per step. Its
 * track is finer below 100 m² (src/domain/standListSurface.ts), and its label says
 * what the list applies: an upper handle at 100 or more means "no upper limit".
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { IntlShape } from 'react-intl';
import {
  SURFACE_BUCKETS,
  SURFACE_POSITION_MAX,
  appliedSurfaceRange,
  keyboardSurfaceStep,
  positionOfSurface,
  surfaceAtPosition,
  type SurfaceBucket,
} from '@/domain/standListSurface';

export interface SurfaceFilterProps {
  value: [number, number];
  bucket: SurfaceBucket | null;
  onRangeChange: (range: [number, number]) => void;
  /** null when the chosen bucket is clicked again. */
  onBucketChange: (bucket: SurfaceBucket | null) => void;
}

/** '12 – 60 m²', '250 m² et plus', "jusqu'à 60 m²", 'toutes'. */
export function surfaceRangeText(intl: IntlShape, range: readonly [number, number]): string {
  const { min, max } = appliedSurfaceRange(range);
  const n = (value: number) => intl.formatNumber(value);
  if (min !== null && max !== null) return intl.formatMessage({ id: 'standList.surface.between' }, { min: n(min), max: n(max) });
  if (min !== null) return intl.formatMessage({ id: 'standList.surface.atLeast' }, { min: n(min) });
  if (max !== null) return intl.formatMessage({ id: 'standList.surface.atMost' }, { max: n(max) });
  return intl.formatMessage({ id: 'standList.surface.any' });
}

const toPositions = ([lo, hi]: readonly [number, number]): [number, number] => [positionOfSurface(lo), positionOfSurface(hi)];
const toSurfaces = (positions: number | number[]): [number, number] => {
  const [lo, hi] = positions as number[];
  return [surfaceAtPosition(lo), surfaceAtPosition(hi)];
};

export default function SurfaceFilter({ value, bucket, onRangeChange, onBucketChange }: SurfaceFilterProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<[number, number]>(value);
  const [lo, hi] = value;
  // Kept as it is when the value is the one shown: a new array would render the slider again
  // (on mount, every time: 70 components on the stand list's first render, issue 20).
  useEffect(() => setDraft((shown) => (shown[0] === lo && shown[1] === hi ? shown : [lo, hi])), [lo, hi]);
  // The last range shown, and whether it came from the keyboard (whose steps skip the
  // upper values that would all mean "no upper limit").
  const latest = useRef(draft);
  latest.current = draft;
  const byKeyboard = useRef(false);
  const move = (positions: number | number[]): [number, number] => {
    const next = toSurfaces(positions);
    return byKeyboard.current ? keyboardSurfaceStep(latest.current, next) : next;
  };
  const label = intl.formatMessage({ id: 'standList.surface.label' });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ width: 280, px: 1 }}>
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {intl.formatMessage({ id: 'standList.surface.caption' }, { label, range: surfaceRangeText(intl, draft) })}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={SURFACE_POSITION_MAX}
          value={toPositions(draft)}
          valueLabelDisplay="auto"
          valueLabelFormat={(position) => intl.formatNumber(surfaceAtPosition(position))}
          getAriaValueText={(position, index) =>
            index === 1 && appliedSurfaceRange([0, surfaceAtPosition(position)]).max === null
              ? intl.formatMessage({ id: 'standList.surface.noMax' })
              : intl.formatMessage({ id: 'standList.surface.value' }, { value: intl.formatNumber(surfaceAtPosition(position)) })
          }
          getAriaLabel={(index) => intl.formatMessage({ id: index === 0 ? 'standList.surface.min' : 'standList.surface.max' })}
          // Capture: known before the handle's own key handler moves it.
          onKeyDownCapture={() => {
            byKeyboard.current = true;
          }}
          onPointerDownCapture={() => {
            byKeyboard.current = false;
          }}
          onChange={(_, next) => {
            const range = move(next);
            latest.current = range;
            setDraft(range);
          }}
          onChangeCommitted={() => onRangeChange(latest.current)}
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
          // text.secondary: 5.7:1 on white (MUI's default grey for the unselected ones is 4.47:1).
          <ToggleButton key={b} value={b} sx={{ px: 1, py: 0.25, textTransform: 'none', color: 'text.secondary' }}>
            {intl.formatMessage({ id: `standList.surface.bucket.${b}` })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
