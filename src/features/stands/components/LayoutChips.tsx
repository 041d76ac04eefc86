/**
 * The layouts (amenagements) of a stand in a list cell, as chips in their layout
 * type's colour. Plain spans with the grid's `stand-chip` class (STAND_LIST_GRID_SX styles
 * it once like a small MUI Chip): a page mounts 50 of these cells at each filter
 * change, and a Chip per layout was the costliest part of a row. The text is black or
 * white, whichever contrasts more with the type's colour (readableTextOn, WCAG); chips
 * that do not fit shrink, their labels ending in an ellipsis.
 */
import { useTheme } from '@mui/material/styles';
import type { Stand } from '@/domain/api';
import { readableTextOn } from '@/domain/contrast';

const HEX = /^#[0-9a-f]{6}$/i;

export default function LayoutChips({ layouts }: { layouts: Stand['layouts'] | undefined }) {
  const theme = useTheme();
  if (!layouts?.length) return null;
  return (
    <span className="stand-chips">
      {layouts.map((layout, index) => {
        const color = HEX.test(layout.color) ? layout.color : theme.palette.grey[300];
        return (
          <span
            key={`${layout.label}-${index}`}
            className="stand-chip"
            title={layout.label}
            style={{ backgroundColor: color, color: readableTextOn(color), overflow: 'hidden' }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{layout.label}</span>
          </span>
        );
      })}
    </span>
  );
}
