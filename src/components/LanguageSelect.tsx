/** French / English switch (two small buttons, the current one pressed); the saga does the rest. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useLocaleChoice } from '@/intl/hooks';
import { LOCALES } from '@/intl/intlSlice';

export default function LanguageSelect() {
  const { locale, choose } = useLocaleChoice();
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {LOCALES.map((l) => (
        <Button
          key={l}
          lang={l}
          size="small"
          color="inherit"
          variant={l === locale ? 'outlined' : 'text'}
          aria-pressed={l === locale}
          onClick={() => l !== locale && choose(l)}
          // No fading of the other language: the outline marks the current one, and a faded
          // label fell below 4.5:1 on the footer's grey (issue 8).
          sx={{ minWidth: 0, textTransform: 'none' }}
        >
          {intl.formatMessage({ id: `language.${l}` })}
        </Button>
      ))}
    </Stack>
  );
}
