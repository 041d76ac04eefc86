/**
 * A day range: two date pickers (DD/MM/YYYY, luxon). Dumb: days in and out as
 * 'YYYY-MM-DD' (or null for an open end). The end day cannot precede the start.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { fromDay, toDay } from '@/domain/dayValue';

export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
}

const FORMAT = 'dd/MM/yyyy';

export default function DateRangeFilter({ value, onChange, fromLabel, toLabel }: DateRangeFilterProps) {
  const { locale } = useIntl();
  const lang = locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;
  const from = fromDay(value.from);
  const to = fromDay(value.to);
  const field = { size: 'small' as const, sx: { width: 200 } };

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <DatePicker
          label={fromLabel}
          format={FORMAT}
          value={from}
          maxDate={to ?? undefined}
          onChange={(date) => {
            if (date === null || date.isValid) onChange({ ...value, from: toDay(date) });
          }}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
        <DatePicker
          label={toLabel}
          format={FORMAT}
          value={to}
          minDate={from ?? undefined}
          onChange={(date) => {
            if (date === null || date.isValid) onChange({ ...value, to: toDay(date) });
          }}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
