/**
 * react-intl with i18n/fr.json (the source) and i18n/en.json. The locale is
 * `selectLocale`: the persisted choice or the user's languagePreference, else the
 * browser's, French by default. A key missing in English falls back to French.
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import type { AppLocale } from '../domain/locale';
import { useAppSelector } from './hooks';
import { selectLocale } from './selectors';

export const MESSAGES: Record<AppLocale, Record<string, string>> = {
  fr,
  en: { ...fr, ...en },
};

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <IntlProvider locale={locale} defaultLocale="fr" messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}
