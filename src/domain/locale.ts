/** Part 1 §9: French by default, English only when the browser language is English; null → French. */
export type AppLocale = 'fr' | 'en';

export function pickLocale(chosen: string | null | undefined, browserLanguage: string | null | undefined): AppLocale {
  if (chosen === 'fr' || chosen === 'en') return chosen;
  return browserLanguage && browserLanguage.toLowerCase().startsWith('en') ? 'en' : 'fr';
}
