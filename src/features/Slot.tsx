/**
 * The panels the features add to a screen (their manifests' `panels`), each in its
 * own chunk, shown by permission: `<Slot name="stand" props={{ standId }} />` on the
 * stand dashboard. A new block of that screen is a manifest entry, not an edit of it.
 * Panels marked `afterFirstPaint` (not the screen's primary content) render just after the
 * page's first paint, in their place (issue 20).
 */
import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useRoles } from '@/features/session/hooks';
import { can } from '@/domain/permissions';
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint';
import type { SlotName, SlotProps } from './manifest';
import { registeredPanels } from './registry';
import { panelComponent } from './panelChunks';

export default function Slot<S extends SlotName>({ name, props }: { name: S; props: SlotProps[S] }) {
  const roles = useRoles();
  const painted = useAfterFirstPaint();
  const panels = registeredPanels(name).filter((panel) => !panel.permission || can(roles, panel.permission));
  return (
    <>
      {panels.map((panel) => {
        const placeholder = <Skeleton key={panel.id} variant="rounded" height={120} />;
        // Marked, for whoever waits for the whole page (the browser tests' audits).
        if (panel.afterFirstPaint && !painted) return <Skeleton key={panel.id} variant="rounded" height={120} data-after-first-paint="" />;
        const Panel = panelComponent(panel);
        return (
          <Suspense key={panel.id} fallback={placeholder}>
            <Panel {...props} />
          </Suspense>
        );
      })}
    </>
  );
}
