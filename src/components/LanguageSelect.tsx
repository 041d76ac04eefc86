/**
 * French / English switch (two small buttons, the current one outlined and pressed; 'FR' / 'EN'
 * on a phone, where the show switcher needs the room); the saga does the rest. Plain HTML
 * (src/ui/firstScreen.css): the public footer, on a visitor's first load, carries no MUI; it takes
 * its colour from where it sits (the footer's grey, the top bar's white).
 */
import { useIntl } from 'react-intl';
import { useLocaleChoice } from '@/intl/hooks';
import { LOCALES } from '@/intl/intlSlice';

export default function LanguageSelect() {
  const { locale, choose } = useLocaleChoice();
  const intl = useIntl();
  return (
    <div className="language-select" role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="language-select__choice"
          aria-pressed={l === locale}
          // No fading of the other language: the outline marks the current one, and a faded
          // label fell below 4.5:1 on the footer's grey (issue 8).
          onClick={() => l !== locale && choose(l)}
          // On a phone the button shows 'FR' / 'EN' (firstScreen.css): its name stays the language's.
          aria-label={intl.formatMessage({ id: `language.${l}` })}
        >
          <span className="language-select__long">{intl.formatMessage({ id: `language.${l}` })}</span>
          <span className="language-select__short" aria-hidden>
            {l.toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
}
