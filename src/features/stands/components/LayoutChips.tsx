/**
 * The layouts (amenagements) of a stand in a list cell, as chips in their layout
 * type's colour. Plain spans with the grid's `stand-chip` class (STAND_LIST_GRID_SX styles
 * it once like a small MUI Chip): a page mounts 50 of these cells at each filter
 * change, and a Chip per layout was the costliest part of a row. The text is black or
 * white, whichever contrasts more with the type's colour (readableTextOn, WCAG); a chip
 * that does not fit shrinks, its label ending in an ellipsis.
 */
import { useIntl } from 'react-intl';
import { useTheme } from '@mui/material/styles';
import type { Stand } from '@/domain/api';
import { readableTextOn } from '@/domain/contrast';

const HEX = /^#[0-9a-f]{6}$/i;

/** One chip in the layout type's colour, its text black or white by contrast. */
function LayoutChip({ label, color }: { label: string; color: string }) {
  return (
    <span className="stand-chip" title={label} style={{ backgroundColor: color, color: readableTextOn(color), overflow: 'hidden', minWidth: 0 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
    </span>
  );
}

/**
 * The first layout, then '+2' for the others (named in its title and accessible
 * name): a narrow column shows one readable chip rather than three cut to a letter.
 */
export default function LayoutChips({ layouts }: { layouts: Stand['layouts'] | undefined }) {
  const theme = useTheme();
  const intl = useIntl();
  if (!layouts?.length) return null;
  const [first, ...others] = layouts;
  const colorOf = (color: string) => (HEX.test(color) ? color : theme.palette.grey[300]);
  const otherLabels = others.map((layout) => layout.label).join(', ');
  return (
    <span className="stand-chips">
      <LayoutChip label={first.label} color={colorOf(first.color)} />
      {others.length > 0 && (
        <span
          className="stand-chip stand-chip-more"
          title={otherLabels}
          aria-label={intl.formatMessage({ id: 'standList.layouts.more' }, { count: others.length, labels: otherLabels })}
        >
          +{others.length}
        </span>
      )}
    </span>
  );
}
