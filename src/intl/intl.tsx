/**
 * react-intl with i18n/fr.json (the source) and i18n/en.json, each loaded as its
 * own chunk when first needed (the catalogues grow with every area; the first
 * load carries only the one in use). The locale is `selectLocale`: the persisted
 * choice or the user's languagePreference, else the browser's, French by default.
 * The webpack build precompiles the catalogues to ICU ASTs (webpack/messages-loader.cjs),
 * so the browser carries no message parser; tests load the JSON strings as they are.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { AppLocale } from '@/domain/locale';
import PageLoader from '@/components/PageLoader';
import { useLocale } from './hooks';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const LOADERS: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  fr: () => import(/* webpackChunkName: "i18n-fr" */ '../../i18n/fr.json'),
  en: () => import(/* webpackChunkName: "i18n-en" */ '../../i18n/en.json'),
};

const loaded: Partial<Record<AppLocale, Messages>> = {};

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const cached = loaded[locale];
  if (cached) return cached;
  const messages = (await LOADERS[locale]()).default;
  loaded[locale] = messages;
  return messages;
}

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [current, setCurrent] = useState<{ locale: AppLocale; messages: Messages } | null>(() => {
    const messages = loaded[locale];
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let active = true;
    void loadMessages(locale).then((messages) => active && setCurrent({ locale, messages }));
    return () => {
      active = false;
    };
  }, [locale]);
  // A catalogue already loaded (the login loads the user's before it switches) shows at once.
  const ready = loaded[locale];
  const shown = ready ? { locale, messages: ready } : current;
  // Screen readers, spell checkers and the browser's translation read the page's language here.
  const shownLocale = shown?.locale;
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);
  // Until the first catalogue arrives; a switch keeps the previous language on screen meanwhile.
  if (!shown) return <PageLoader />;
  return (
    <IntlProvider locale={shown.locale} defaultLocale="fr" messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
