/** Public footer: language selector, copyright dated 2019, legal notice link (plain HTML: src/ui/firstScreen.css). */
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { OPERATOR } from '@/config';
import LanguageSelect from '@/components/LanguageSelect';

export default function Footer() {
  return (
    <footer className="public-footer">
      <LanguageSelect />
      <p className="small-text">
        <FormattedMessage id="footer.copyright" values={{ operator: OPERATOR.name }} />
      </p>
      <RouterLink to="/mentions-legales" className="small-text text-link text-link--inherit">
        <FormattedMessage id="footer.legal" />
      </RouterLink>
    </footer>
  );
}
