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
import { CARD_HEADER_SX, CARD_TITLE_PROPS } from './cardHeaderStyle';

const CONTENT_SX = { pt: 0 } as const;

export interface PanelCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}

export default function PanelCard({ title, action, children, after }: PanelCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={CARD_TITLE_PROPS} action={action} sx={CARD_HEADER_SX} />
      <CardContent sx={CONTENT_SX}>{children}</CardContent>
      {after}
    </Card>
  );
}
