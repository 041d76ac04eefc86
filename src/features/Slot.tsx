/**
 * The panels the features add to a screen (their manifests' `panels`), each in its
 * own chunk, shown by permission: `<Slot name="stand" props={{ standId }} />` on the
 * stand dashboard. A new block of that screen is a manifest entry, not an edit of it.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useRoles } from '@/features/session/hooks';
import { can } from '@/domain/permissions';
import { preloadable, type Preloadable } from '@/lib/lazyPreload';
import type { PanelDecl, SlotName, SlotProps } from './manifest';
import { registeredPanels } from './registry';

// One lazy component per declaration (a new one per render would remount the panel). Preloadable:
// once its chunk is in, a panel renders at once instead of suspending (and React's 300 ms reveal
// throttle after a fallback).
const components = new WeakMap<object, unknown>();

function preloadableOf<S extends SlotName>(panel: PanelDecl<S>): Preloadable<SlotProps[S]> {
  let component = components.get(panel) as Preloadable<SlotProps[S]> | undefined;
  if (!component) {
    component = preloadable(panel.load);
    components.set(panel, component);
  }
  return component;
}

function componentOf<S extends SlotName>(panel: PanelDecl<S>): LazyExoticComponent<ComponentType<SlotProps[S]>> {
  return preloadableOf(panel).Component;
}

/**
 * Starts loading the chunks of a slot's panels (a screen calls it while its own data is on the
 * way, so the panels are there when it renders them); a failure is left to the panel's Suspense.
 */
export function preloadSlot(name: SlotName): void {
  for (const panel of registeredPanels(name)) preloadableOf(panel).load().catch(() => undefined);
}

export default function Slot<S extends SlotName>({ name, props }: { name: S; props: SlotProps[S] }) {
  const roles = useRoles();
  const panels = registeredPanels(name).filter((panel) => !panel.permission || can(roles, panel.permission));
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
