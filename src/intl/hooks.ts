/** The language the views read and the switch they send. */
import { useCallback } from 'react';
import type { AppLocale } from '@/domain/locale';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { localeChosen } from './intlSlice';
import { selectCatalogueScope, selectLocale, type CatalogueScope } from './selectors';

export const useLocale = (): AppLocale => useAppSelector(selectLocale);

export const useCatalogueScope = (): CatalogueScope => useAppSelector(selectCatalogueScope);

/** The current language and the choice of another (the saga stores it, and on the account when logged in). */
export function useLocaleChoice() {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const choose = useCallback((next: AppLocale) => dispatch(localeChosen({ locale: next })), [dispatch]);
  return { locale, choose };
}
