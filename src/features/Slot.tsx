/**
 * The panels the features add to a screen (their manifests' `panels`), each in its
 * own chunk, shown by permission: `<Slot name="stand" props={{ standId }} />` on the
 * stand dashboard. A new block of that screen is a manifest entry, not an edit of it.
 */
import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useRoles } from '@/features/session/hooks';
import { can } from '@/domain/permissions';
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
        return (
          <Suspense key={panel.id} fallback={<Skeleton variant="rounded" height={120} />}>
            <Panel {...props} />
          </Suspense>
        );
      })}
    </>
  );
}
