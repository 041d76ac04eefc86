/**
 * The first Tab stop of every screen: straight to the page, past the top bar and the menu. Plain
 * HTML (src/ui/firstScreen.css): the public shell, on a visitor's first load, carries no MUI.
 */
import { useIntl } from 'react-intl';

export const MAIN_ID = 'main-content';

export default function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      // Focus moves without a '#main-content' in the address (the router would read it as a navigation).
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </a>
  );
}
