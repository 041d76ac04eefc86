/**
 * The panels' chunks (their manifests' `load`), one preloadable per declaration, shared by the
 * Slot that renders them and by the routes that start them with their page (issue 20): on a full
 * navigation to the stand page, its panels' chunks load in the same wave as the page's instead of
 * once the page's chunk has run, and the page renders with its panels in one commit. No MUI here:
 * a route declaration (in the entry chunk) imports it.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable, type Preloadable } from '@/lib/lazyPreload';
import type { PanelDecl, SlotName, SlotProps } from './manifest';
import { registeredPanels } from './registry';

// One per declaration (a new lazy component per render would remount the panel). Preloadable: once
// its chunk is in, a panel renders at once instead of suspending (and React's 300 ms reveal throttle).
const components = new WeakMap<object, unknown>();

function preloadableOf<S extends SlotName>(panel: PanelDecl<S>): Preloadable<SlotProps[S]> {
  let component = components.get(panel) as Preloadable<SlotProps[S]> | undefined;
  if (!component) {
    component = preloadable(panel.load);
    components.set(panel, component);
  }
  return component;
}

export function panelComponent<S extends SlotName>(panel: PanelDecl<S>): LazyExoticComponent<ComponentType<SlotProps[S]>> {
  return preloadableOf(panel).Component;
}

/**
 * Starts loading the chunks of these slots' panels; resolves when each of those rendered with the
 * page has loaded or failed (a failure is left to the panel's Suspense, which asks again and shows
 * the error). The chunks of the panels rendered after the first paint (`afterFirstPaint`) start
 * once those are in: on a full navigation they no longer compete with what the first paint needs
 * (issue 20, session 16: 40 scripts read at once from the cache), and are in by the time they render.
 */
export function preloadSlots(names: readonly SlotName[]): Promise<void> {
  const panels = names.flatMap((name) => registeredPanels(name));
  const first = panels.filter((panel) => !panel.afterFirstPaint).map((panel) => preloadableOf(panel).load());
  return Promise.allSettled(first).then(() => {
    for (const panel of panels) if (panel.afterFirstPaint) void preloadableOf(panel).load().catch(() => undefined);
  });
}

/** A page's chunk that resolves once its slots' panel chunks are in too (a route's `load`). */
export function withPanels<M>(page: Promise<M>, slots: readonly SlotName[]): Promise<M> {
  return Promise.all([page, preloadSlots(slots)]).then(([module]) => module);
}
