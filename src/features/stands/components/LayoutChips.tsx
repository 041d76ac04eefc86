/** The layouts (amenagements) of a stand as chips in their layout type's colour. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { Stand } from '../../../domain/api';

const HEX = /^#[0-9a-f]{6}$/i;
const ROW_SX = { display: 'flex', alignItems: 'center', height: '100%', gap: 0.5, flexWrap: 'nowrap', overflow: 'hidden' } as const;

export default function LayoutChips({ layouts }: { layouts: Stand['layouts'] | undefined }) {
  const theme = useTheme();
  if (!layouts?.length) return null;
  return (
    <Box sx={ROW_SX}>
      {layouts.map((layout, index) => {
        const color = HEX.test(layout.color) ? layout.color : theme.palette.grey[300];
        return (
          <Chip
            key={`${layout.label}-${index}`}
            size="small"
            label={layout.label}
            // An inline style, not sx: each colour would otherwise be a new emotion class to build.
            style={{ backgroundColor: color, color: theme.palette.getContrastText(color) }}
          />
        );
      })}
    </Box>
  );
}
