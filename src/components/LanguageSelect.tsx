/**
 * French / English switch (two small buttons, the current one outlined and pressed); the saga does
 * the rest. Plain HTML (src/ui/firstScreen.css): the public footer, on a visitor's first load,
 * carries no MUI; it takes its colour from where it sits (the footer's grey, the top bar's white).
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
        >
          {intl.formatMessage({ id: `language.${l}` })}
        </button>
      ))}
    </div>
  );
}
