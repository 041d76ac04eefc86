import { pickLocale } from '@/domain/locale';
import type { RootState } from '@/state/rootState';

const browserLanguage = (): string | null => (typeof navigator === 'undefined' ? null : navigator.language);

/** The locale in use: chosen one, else the browser's, French by default. */
export const selectLocale = (state: RootState) => pickLocale(state.intl.locale, browserLanguage());
