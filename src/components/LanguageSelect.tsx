/** French / English switch; dispatches the intent, the saga does the rest. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { LOCALES, isLocale, localeChosen } from '../app/intlSlice';
import { selectLocale } from '../app/selectors';

export default function LanguageSelect({ dark = false }: { dark?: boolean }) {
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={locale}
      aria-label={intl.formatMessage({ id: 'language.label' })}
      onChange={(event) => isLocale(event.target.value) && dispatch(localeChosen({ locale: event.target.value }))}
      slotProps={{
        select: { inputProps: { 'aria-label': intl.formatMessage({ id: 'language.label' }) } },
        input: { disableUnderline: true, sx: dark ? { color: 'inherit', '& svg': { color: 'inherit' } } : undefined },
      }}
      sx={{ minWidth: 96 }}
    >
      {LOCALES.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {intl.formatMessage({ id: `language.${l}` })}
        </MenuItem>
      ))}
    </TextField>
  );
}
