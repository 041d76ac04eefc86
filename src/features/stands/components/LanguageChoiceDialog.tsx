/**
 * Opening a stand dashboard without a language preference (part 1 §2): the user
 * chooses the platform's language once (it is also the language of their e-mails).
 * The choice is the language switch's intent (`localeChosen`): the saga PATCHes the
 * user's languagePreference, and a 404 answer says 'Erreur ! Veuillez-vous reconnecter.'
 * The dialog closes when the user record holds a preference.
 */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LOCALES } from '@/intl/intlSlice';
import { useLanguageChoice } from '../hooks';

export default function LanguageChoiceDialog() {
  const intl = useIntl();
  const { open, choose } = useLanguageChoice();
  return (
    <Dialog open={open} aria-labelledby="language-choice-title" aria-describedby="language-choice-text">
      <DialogTitle id="language-choice-title">{intl.formatMessage({ id: 'stand.languageChoice.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="language-choice-text">{intl.formatMessage({ id: 'stand.languageChoice.text' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {LOCALES.map((locale) => (
          <Button key={locale} variant="contained" lang={locale} onClick={() => choose(locale)}>
            {intl.formatMessage({ id: `language.${locale}` })}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
