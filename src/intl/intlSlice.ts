/**
 * `intl` (persisted): the chosen locale. null = never chosen: the browser
 * language decides (English when it starts with 'en', French otherwise).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';

export interface IntlState {
  locale: Locale | null;
}

/** Intent of the language switches: sets the locale and, logged in, the user's languagePreference. */
export const localeChosen = createAction<{ locale: Locale }>('intl/localeChosen');

const slice = createSlice({
  name: 'intl',
  initialState: { locale: null } as IntlState,
  reducers: {
    localeSet(state, action: PayloadAction<Locale | null>) {
      state.locale = isLocale(action.payload) ? action.payload : null;
    },
  },
});

export const { localeSet } = slice.actions;
export default slice.reducer;
