/**
 * A block of a dashboard (the stand's messages, plans, layouts, findings, history): an
 * outlined card that is a named region, its title an h2, an optional action at the right
 * of the title (an Add button, a status chip), or under it when both do not fit. Dialogs may go
 * in `after`, outside the content.
 */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

const TITLE_PROPS = { title: { component: 'h2', variant: 'h6' } } as const;
const CONTENT_SX = { pt: 0 } as const;
// The action goes under the title, at the right, when both do not fit on one line (a phone, a
// long French label): never past the card's edge.
const HEADER_SX = { flexWrap: 'wrap', rowGap: 0.5, '& .MuiCardHeader-action': { ml: 'auto', maxWidth: '100%' } } as const;

export interface PanelCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}

export default function PanelCard({ title, action, children, after }: PanelCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={TITLE_PROPS} action={action} sx={HEADER_SX} />
      <CardContent sx={CONTENT_SX}>{children}</CardContent>
      {after}
    </Card>
  );
}
