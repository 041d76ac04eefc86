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
import AfterFirstPaint from '@/components/AfterFirstPaint';
import type { SlotName, SlotProps } from './manifest';
import { registeredPanels } from './registry';
import { panelComponent } from './panelChunks';

export default function Slot<S extends SlotName>({ name, props }: { name: S; props: SlotProps[S] }) {
  const roles = useRoles();
  const panels = registeredPanels(name).filter((panel) => !panel.permission || can(roles, panel.permission));
  return (
    <>
      {panels.map((panel) => {
        const Panel = panelComponent(panel);
        const shown = (
          <Suspense key={panel.id} fallback={<Skeleton variant="rounded" height={120} />}>
            <Panel {...props} />
          </Suspense>
        );
        // Only the deferred panel renders again when its time comes, not the slot's others.
        return panel.afterFirstPaint ? (
          <AfterFirstPaint key={panel.id} height={120}>
            {shown}
          </AfterFirstPaint>
        ) : (
          shown
        );
      })}
    </>
  );
}
