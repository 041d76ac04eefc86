/**
 * What a feature folder declares about itself (`src/features/<area>/manifest.ts`):
 * its routes, menu entries, entity types, sagas and message namespaces. `src/app`
 * only collects the manifests (app/features.ts); nothing else keeps a list of
 * routes, menus or entity types. A manifest is part of the first load, so it holds
 * declarations and lazy imports only, never a page or a library.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Saga } from 'redux-saga';
import type { ListDefinition } from '@/domain/listQuery';
import type { MenuEntry } from '@/domain/menu';
import type { Permission, UserFlag } from '@/domain/permissions';
import type { EntityType } from '@/entities/entityTypes';

export type PageModule = { default: ComponentType };

export interface FirstRequest {
  /** The collection it loads: the first render waits (a little) for its answer. */
  resource: string;
  /** The intent to dispatch for the address's parameters and the user's roles (null: nothing to ask). */
  action: (params: Params, roles: readonly string[]) => UnknownAction | null;
}

export interface RouteDecl {
  /** The route pattern (`/salons/:showId/stands`), written here only. */
  path: string;
  /** public: anonymous layout; private: logged in, private layout; any: private layout when logged in. */
  access: 'public' | 'private' | 'any';
  /** Without it the user is sent to /404. */
  permission?: Permission;
  /** Without this flag on their account (set by an admin) the user is sent to /404. */
  userFlag?: UserFlag;
  /** The page's name in the browser tab (`<name> · Plans de stands`). */
  titleId: string;
  /**
   * The page is plain HTML (src/ui/firstScreen.css): no MUI theme is loaded around it. Only the
   * login screen, every visitor's first load (issue 20); a public page drawn with MUI gets the
   * theme with its chunk (app/routes.tsx), a private one has the private layout's.
   */
  plain?: boolean;
  /** The page's chunk (and whatever must arrive with it, e.g. a grid). */
  load: () => Promise<PageModule>;
  /**
   * What the screen asks for when it opens, dispatched before the first render
   * when the app starts on this address (app/preload.ts).
   */
  firstRequest?: FirstRequest;
  /**
   * Entity requests (`itemRequested`, `listRequested`) the screen's sagas send as it opens,
   * started over HTTP as soon as the app starts on this address (app/earlyRequests.ts), before
   * the sagas that send them are loaded: their call then takes the answer under way.
   */
  earlyRequests?: (params: Params, roles: readonly string[]) => UnknownAction[];
}

/** Where a feature adds a block to another feature's screen (the stand dashboard's panels). */
export interface SlotProps {
  /** The stand dashboard's main column (messages, layouts, findings…). */
  stand: { standId: number };
  /** The stand dashboard's side column (the plans card…), above the show's information. */
  standSide: { standId: number };
  /** A stand's people where another screen shows them (the request page's header, part 2 §2). */
  standPeople: { standId: number };
  /** The show dashboard's main column, under the demand settings (the providers and advertisements boxes). */
  show: { showId: number };
  /** The side menu's foot while a show is current (the advertisers' logos), narrow when folded. */
  sideMenuBottom: { showId: number; collapsed: boolean };
}
export type SlotName = keyof SlotProps;

export interface PanelDecl<S extends SlotName = SlotName> {
  /** Unique among the slot's panels (its React key). */
  id: string;
  slot: S;
  /** Its place among the slot's panels. */
  order: number;
  /** Shown only with this permission. */
  permission?: Permission;
  /** The panel's own chunk. */
  load: () => Promise<{ default: ComponentType<SlotProps[S]> }>;
  /**
   * The panel's first request, asked by the screen's saga together with the screen's own (the
   * stand's): a panel renders only once the stand is in, and its request then came one round
   * trip and one render later (issue 20). The panel's `useList` finds it under way.
   */
  prefetch?: (props: SlotProps[S]) => UnknownAction;
  /**
   * Not the screen's primary content (below it, or beside it further down): rendered just after
   * the page's first paint rather than with it, so that what the user came for is on screen
   * sooner (issue 20). Its chunk and its first request still start with the page's.
   */
  afterFirstPaint?: boolean;
}

/** A panel of any slot, its component typed by its own slot's props. */
export type AnyPanelDecl = { [S in SlotName]: PanelDecl<S> }[SlotName];

/**
 * A dialog a feature opens over any private screen (the notification modal, opened from the stand
 * list, the stand dashboard or after a contact save): its chunk loads when its ui modal opens.
 */
export interface OverlayDecl {
  id: string;
  /** The ui modal (`modalOpened({name})`) that shows it. */
  modal: string;
  permission?: Permission;
  load: () => Promise<{ default: ComponentType }>;
}

export interface FeatureManifest {
  /** The folder name; the key its lazy sagas are started under. */
  name: string;
  routes?: readonly RouteDecl[];
  menu?: readonly MenuEntry[];
  /** Entity type → collection path under API_BASE (the type itself: `declare module` on EntityMap). */
  entities?: Partial<Record<EntityType, { path: string }>>;
  /** The list screens' definitions (src/domain/listQuery.ts), found by id by the list reducer and sagas. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lists?: readonly ListDefinition<any, any>[];
  /** Forked with the root saga: needed on every screen, the login screen included (session). */
  sagas?: Saga;
  /**
   * Started with the private layout (app/privateSagas.ts), before any logged-in screen renders:
   * what every logged-in screen may need (a panel's, a dialog's), never the login screen. Each
   * import names its chunk "private-sagas" (webpackChunkName), so they arrive as one chunk.
   */
  privateSagas?: () => Promise<{ default: Saga }>;
  /** Loaded with the feature's pages (and before its first request), then started once. */
  lazySagas?: () => Promise<{ default: Saga }>;
  /** Blocks the feature adds to other screens (`<Slot name="stand" …>`). */
  panels?: readonly AnyPanelDecl[];
  /** Dialogs over every private screen, each loaded when its modal opens. */
  overlays?: readonly OverlayDecl[];
  /** The first segments of the message ids the feature owns in i18n/*.json (`standList` for `standList.title`). */
  messages?: readonly string[];
}

/** Identity, for type checking a manifest where it is written. */
export const defineFeature = (manifest: FeatureManifest): FeatureManifest => manifest;
