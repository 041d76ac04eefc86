/**
 * Its children rendered just after the first paint of the screen it belongs to (issue 20), the
 * placeholder until then, marked `data-after-first-paint` for whoever waits for the whole page.
 * Only this subtree renders again when the time comes.
 */
import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint';

export default function AfterFirstPaint({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? children : <Skeleton variant="rounded" height={height} width={width} data-after-first-paint="" />;
}
