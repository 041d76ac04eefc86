/**
 * The features the app collected (app/features.ts registers them once, before the
 * store is made). Layouts, guards and the first-screen preload read routes and
 * menus from here; nothing below `src/app` needs to know which features exist.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { MenuEntry } from '@/domain/menu';
import { can } from '@/domain/permissions';
import { registerEntityTypes } from '@/entities/entityTypes';
import { registerLists } from '@/lists/registry';
import type { FeatureManifest, OverlayDecl, PanelDecl, SlotName, SlotProps } from './manifest';

let features: readonly FeatureManifest[] = [];

export function registerFeatures(list: readonly FeatureManifest[]): void {
  features = list;
  for (const feature of list) {
    registerEntityTypes(feature.entities ?? {});
    registerLists(feature.lists ?? []);
  }
}

/** True when a feature of this name is collected (an intent only that feature handles, e.g. 'notifications'). */
export function isFeatureRegistered(name: string): boolean {
  return features.some((feature) => feature.name === name);
}

/** True when a feature declares this route pattern (a link to a screen that may not exist yet). */
export function isRouteRegistered(path: string): boolean {
  return features.some((feature) => feature.routes?.some((route) => route.path === path));
}

/** Every feature's menu entries, in their `order`. */
export function registeredMenu(): MenuEntry[] {
  return features.flatMap((feature) => feature.menu ?? []).sort((a, b) => a.order - b.order);
}

/** The panels every feature adds to a slot, in their `order`. */
export function registeredPanels<S extends SlotName>(slot: S): PanelDecl<S>[] {
  const panels = features
    .flatMap((feature) => feature.panels ?? [])
    .filter((panel) => panel.slot === slot)
    .sort((a, b) => a.order - b.order);
  // Those of slot S, whose components take SlotProps[S] (the filter above).
  return panels as unknown as PanelDecl<S>[];
}

/**
 * The first requests of a screen's panels (their `prefetch`) the user may see, e.g. the stand
 * page's thread: sent by the screen's saga with its own, and started at once on a full
 * navigation to the screen (app/earlyRequests.ts).
 */
export function panelPrefetches<S extends SlotName>(slots: readonly S[], props: SlotProps[S], roles: readonly string[]): UnknownAction[] {
  return slots
    .flatMap((slot) => registeredPanels(slot))
    .flatMap((panel) => (panel.prefetch && (!panel.permission || can(roles, panel.permission)) ? [panel.prefetch(props)] : []));
}

/** Every feature's dialogs over the private screens. */
export function registeredOverlays(): OverlayDecl[] {
  return features.flatMap((feature) => feature.overlays ?? []);
}
