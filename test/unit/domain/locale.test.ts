import { languageQuestionPending, pickLocale } from '@/domain/locale';

describe('the language question of the stand dashboard', () => {
  it('is asked of a user whose account has no language preference, and of nobody else', () => {
    expect(languageQuestionPending({ languagePreference: null })).toBe(true);
    expect(languageQuestionPending({ languagePreference: 'fr' })).toBe(false);
    expect(languageQuestionPending({ languagePreference: 'en' })).toBe(false);
    // Not known yet (the user's record still loading), or nobody logged in: no question.
    expect(languageQuestionPending({})).toBe(false);
    expect(languageQuestionPending(null)).toBe(false);
    expect(languageQuestionPending(undefined)).toBe(false);
  });

  it('the preference chosen wins over the browser, else English only for an English browser', () => {
    expect(pickLocale('en', 'fr-FR')).toBe('en');
    expect(pickLocale(null, 'en-GB')).toBe('en');
    expect(pickLocale(null, 'de-DE')).toBe('fr');
  });
});
