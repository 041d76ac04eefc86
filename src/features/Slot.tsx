/**
 * The panels the features add to a screen (their manifests' `panels`), each in its
 * own chunk, shown by permission: `<Slot name="stand" props={{ standId }} />` on the
 * stand dashboard. A new block of that screen is a manifest entry, not an edit of it.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { selectRoles } from '@/features/session/selectors';
import { can } from '@/domain/permissions';
import { useAppSelector } from '@/state/hooks';
import type { PanelDecl, SlotName, SlotProps } from './manifest';
import { registeredPanels } from './registry';

// One lazy component per declaration (a new one per render would remount the panel).
const components = new WeakMap<object, unknown>();

function componentOf<S extends SlotName>(panel: PanelDecl<S>): LazyExoticComponent<ComponentType<SlotProps[S]>> {
  let component = components.get(panel) as LazyExoticComponent<ComponentType<SlotProps[S]>> | undefined;
  if (!component) {
    component = lazy(panel.load);
    components.set(panel, component);
  }
  return component;
}

export default function Slot<S extends SlotName>({ name, props }: { name: S; props: SlotProps[S] }) {
  const roles = useAppSelector(selectRoles);
  const panels = (registeredPanels(name) as PanelDecl<S>[]).filter((panel) => !panel.permission || can(roles, panel.permission));
  return (
    <>
      {panels.map((panel) => {
        const Panel = componentOf(panel);
        return (
          <Suspense key={panel.id} fallback={<Skeleton variant="rounded" height={120} />}>
            <Panel {...props} />
          </Suspense>
        );
      })}
    </>
  );
}
