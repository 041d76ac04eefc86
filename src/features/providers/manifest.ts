import type { Provider, ProviderContact, ProviderShow, ProviderShowCategory } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { SHOW_PROVIDERS_MODAL } from './actions';
import { PROVIDER_LIST, PROVIDERS_PATH } from './providerList';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    providers: Provider;
    providerContacts: ProviderContact;
    providerShowCategories: ProviderShowCategory;
    providerShows: ProviderShow;
  }
}

/**
 * Providers (part 2 §2–§9, issue 23): the directory and its categories (admin), a provider's page
 * with its contacts, the show dashboard's providers box, and the side menu's providers modal for
 * every user of a show, whose link clicks are counted.
 */
export default defineFeature({
  name: 'providers',
  routes: [
    {
      path: PROVIDERS_PATH,
      access: 'private',
      permission: 'provider.list',
      titleId: 'providers.title',
      load: () => withListGrid(import(/* webpackChunkName: "providers" */ './pages/ProvidersPage')),
    },
    {
      path: `${PROVIDERS_PATH}/:providerId`,
      access: 'private',
      permission: 'provider.list',
      titleId: 'providers.detail.title',
      load: () => import(/* webpackChunkName: "provider" */ './pages/ProviderPage'),
    },
  ],
  menu: [
    { id: 'providersModal', placement: 'side', order: 50, labelId: 'layout.menu.providers', modal: SHOW_PROVIDERS_MODAL, needsShow: true },
    { id: 'providers', placement: 'settings', order: 30, labelId: 'layout.settings.providers', path: PROVIDERS_PATH, permission: 'provider.list' },
  ],
  entities: {
    providers: { path: '/providers' },
    providerContacts: { path: '/contacts' },
    providerShowCategories: { path: '/provider_show_categories' },
    providerShows: { path: '/provider_shows' },
  },
  lists: [PROVIDER_LIST],
  panels: [{ id: 'providers', slot: 'show', order: 10, load: () => import(/* webpackChunkName: "show-providers" */ './ShowProvidersBox') }],
  overlays: [{ id: 'showProviders', modal: SHOW_PROVIDERS_MODAL, load: () => import(/* webpackChunkName: "show-providers" */ './ShowProvidersModal') }],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './clickSagas'),
  lazySagas: () => import(/* webpackChunkName: "providers-sagas" */ './sagas'),
  messages: ['providers'],
});
