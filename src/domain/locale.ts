/** Part 1 §9: French by default, English only when the browser language is English; null → French. */
export type AppLocale = 'fr' | 'en';

export function pickLocale(chosen: string | null | undefined, browserLanguage: string | null | undefined): AppLocale {
  if (chosen === 'fr' || chosen === 'en') return chosen;
  return browserLanguage && browserLanguage.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * Whether the stand dashboard asks the user's language (part 1 §2): once, while their account has
 * no preference. It is the dashboard's first question: the other forced dialog (the safety form)
 * waits for its answer, and is then read in the chosen language (issue 20: one dialog at a time).
 */
export function languageQuestionPending(user: { languagePreference?: string | null } | null | undefined): boolean {
  return Boolean(user) && user?.languagePreference === null;
}
