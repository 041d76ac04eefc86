/**
 * The features the app collected (app/features.ts registers them once, before the
 * store is made). Layouts, guards and the first-screen preload read routes and
 * menus from here; nothing below `src/app` needs to know which features exist.
 */
import type { MenuEntry } from '@/domain/menu';
import { registerEntityTypes } from '@/entities/entityTypes';
import { registerLists } from '@/lists/registry';
import type { FeatureManifest, OverlayDecl, PanelDecl, SlotName } from './manifest';

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

/** Every feature's dialogs over the private screens. */
export function registeredOverlays(): OverlayDecl[] {
  return features.flatMap((feature) => feature.overlays ?? []);
}
