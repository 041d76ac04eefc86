/**
 * A date and time typed or picked in Paris time (part 2 §3, §9): 'DD/MM/YYYY HHhmm' in French,
 * 'MM/DD/YYYY HH:mm' in English (as the stand list's date filters write a day). Dumb: the value in
 * and out is a UTC ISO string (null when empty); something typed that is not a whole date yet
 * changes nothing; a browser in another zone reads 'Heure de Paris' under it. Must sit inside a
 * LocalizationProvider (the show form's).
 */
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { BUSINESS_TIME_ZONE, zoneDiffers } from '@/domain/time';

const FORMATS = { fr: "dd/MM/yyyy HH'h'mm", en: 'MM/dd/yyyy HH:mm' } as const;

export interface DateTimeFieldProps {
  name: string;
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  /** The window the value may be in (UTC ISO, open when null): the picker disables what is outside. */
  min?: string | null;
  max?: string | null;
}

export default function DateTimeField({ name, label, value, onChange, onBlur, error, helperText, disabled, required, min, max }: DateTimeFieldProps) {
  const intl = useIntl();
  const { locale } = intl;
  // A browser elsewhere is told the time typed is Paris time (an error keeps its own text).
  const shownHelper = helperText ?? (zoneDiffers() ? intl.formatMessage({ id: 'common.zoneNoteField' }) : undefined);
  const format = FORMATS[locale.startsWith('en') ? 'en' : 'fr'];
  const date = value ? DateTime.fromISO(value, { zone: BUSINESS_TIME_ZONE }) : null;
  const bound = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso, { zone: BUSINESS_TIME_ZONE }) : undefined);
  return (
    <DateTimePicker
      label={label}
      format={format}
      ampm={false}
      timezone={BUSINESS_TIME_ZONE}
      value={date}
      disabled={disabled}
      minDateTime={bound(min)}
      maxDateTime={bound(max)}
      onChange={(next) => {
        if (next === null) onChange(null);
        else if (next.isValid) onChange(next.toUTC().toISO({ suppressMilliseconds: true }));
      }}
      slotProps={{
        textField: { name, error, helperText: shownHelper, fullWidth: true, onBlur, required },
        field: { clearable: true },
      }}
    />
  );
}
