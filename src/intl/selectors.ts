import { pickLocale } from '@/domain/locale';
import type { RootState } from '@/state/rootState';

const browserLanguage = (): string | null => (typeof navigator === 'undefined' ? null : navigator.language);

/** The locale in use: chosen one, else the browser's, French by default. */
export const selectLocale = (state: RootState) => pickLocale(state.intl.locale, browserLanguage());

/** `public`: what every screen may show (a visitor's); `all`: the logged-in screens' too. */
export type CatalogueScope = 'public' | 'all';

/** The part of the catalogue the screens need: the whole one once a user is logged in. */
export const selectCatalogueScope = (state: RootState): CatalogueScope => (state.session.token !== null ? 'all' : 'public');
