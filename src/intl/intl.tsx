/**
 * react-intl with i18n/fr.json (the source) and i18n/en.json, each loaded as its
 * own chunks when first needed (the catalogues grow with every area; the first
 * load carries only the language in use). Each catalogue comes in two parts
 * (webpack/messages-loader.cjs): the public one, what every screen may show (all the
 * login screen loads), and the private one, the logged-in screens' namespaces
 * (src/intl/catalogueParts.json), loaded once a user is logged in (app/preload.ts on a
 * reload, the login saga before it leaves the login screen). The locale is `selectLocale`: the persisted
 * choice or the user's languagePreference, else the browser's, French by default.
 * The webpack build precompiles the catalogues to ICU ASTs (webpack/messages-loader.cjs),
 * so the browser carries no message parser; tests load the JSON strings as they are.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { AppLocale } from '@/domain/locale';
import PageLoader from '@/components/PageLoader';
import { useCatalogueScope, useLocale } from './hooks';
import type { CatalogueScope } from './selectors';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type Part = 'public' | 'private';

const LOADERS: Record<AppLocale, Record<Part, () => Promise<{ default: Messages }>>> = {
  fr: {
    public: () => import(/* webpackChunkName: "i18n-fr" */ '../../i18n/fr.json?public'),
    private: () => import(/* webpackChunkName: "i18n-fr-private" */ '../../i18n/fr.json?private'),
  },
  en: {
    public: () => import(/* webpackChunkName: "i18n-en" */ '../../i18n/en.json?public'),
    private: () => import(/* webpackChunkName: "i18n-en-private" */ '../../i18n/en.json?private'),
  },
};

const PARTS: Record<CatalogueScope, readonly Part[]> = { public: ['public'], all: ['public', 'private'] };

const parts: Partial<Record<`${AppLocale}.${Part}`, Messages>> = {};
const merged: Partial<Record<`${AppLocale}.${CatalogueScope}`, Messages>> = {};

/** The catalogue of `locale` for `scope` if its parts are in (the whole one serves a public screen too). */
function loadedMessages(locale: AppLocale, scope: CatalogueScope): Messages | undefined {
  return merged[`${locale}.all`] ?? (scope === 'public' ? merged[`${locale}.public`] : undefined);
}

export async function loadMessages(locale: AppLocale, scope: CatalogueScope = 'all'): Promise<Messages> {
  const cached = loadedMessages(locale, scope);
  if (cached) return cached;
  const loaded = await Promise.all(
    PARTS[scope].map(async (part) => {
      const key = `${locale}.${part}` as const;
      parts[key] ??= (await LOADERS[locale][part]()).default;
      return parts[key];
    }),
  );
  merged[`${locale}.${scope}`] ??= Object.assign({}, ...loaded) as Messages;
  return merged[`${locale}.${scope}`]!;
}

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const scope = useCatalogueScope();
  const [current, setCurrent] = useState<{ locale: AppLocale; messages: Messages } | null>(() => {
    const messages = loadedMessages(locale, scope);
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let active = true;
    void loadMessages(locale, scope).then((messages) => active && setCurrent({ locale, messages }));
    return () => {
      active = false;
    };
  }, [locale, scope]);
  // A catalogue already loaded (the login loads the user's whole one before it goes on) shows at once.
  const ready = loadedMessages(locale, scope);
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
