/**
 * A day range: two date pickers (DD/MM/YYYY in French, MM/DD/YYYY in English; luxon). Dumb: days in and out as
 * 'YYYY-MM-DD' (or null for an open end). The end day cannot precede the start. The days are Paris days
 * (standListQuery.ts): a browser in another zone reads 'Heure de Paris' under the fields.
 *
 * Typing (issue 8): a click anywhere in an empty field starts at the first section (the day in French) (MUI selects the section
 * under the pointer, so a click in the middle typed into the year: 'JJ/MM/0026'); a two-digit year
 * becomes 20xx when the field is left ('01/01/26' → 01/01/2026).
 */
import { useMemo, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';
import type { DateTime } from 'luxon';
import { fromDay, toDay } from '@/domain/dayValue';
import { zoneDiffers } from '@/domain/time';

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

/** Typed as the language writes a day: 04/03/2027 in French, 03/04/2027 (month first) in English. */
const FORMATS = { fr: 'dd/MM/yyyy', en: 'MM/dd/yyyy' } as const;
/** The first section of the format, where typing starts in an empty field. */
const DAY_SECTION = 0;

interface DayPickerProps {
  label: string;
  format: string;
  value: DateTime | null;
  minDate?: DateTime;
  maxDate?: DateTime;
  helperText?: string;
  onDay: (date: DateTime | null) => void;
}

function DayPicker({ label, format, value, minDate, maxDate, helperText, onDay }: DayPickerProps) {
  const [sections, setSections] = useState<FieldSelectedSections>(null);
  // Something typed that is not a whole date yet (MUI reports it as an invalid date).
  const partial = useRef(false);
  // The section the entering click pointed at, until typing starts.
  const redirected = useRef<number | null>(null);

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (value && value.year < 100) onDay(value.set({ year: 2000 + value.year }));
  };

  return (
    <DatePicker
      label={label}
      format={format}
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      selectedSections={sections}
      onSelectedSectionsChange={(next) => {
        // The click that entered the field asks again for the section under the pointer.
        if (redirected.current !== null && next === redirected.current) {
          redirected.current = null;
          setSections(DAY_SECTION);
          return;
        }
        if (next !== DAY_SECTION) redirected.current = null;
        // Entering an empty field: the day first, wherever the click landed.
        if (sections === null && typeof next === 'number' && value === null && !partial.current) {
          if (next !== DAY_SECTION) redirected.current = next;
          setSections(DAY_SECTION);
          return;
        }
        setSections(next);
      }}
      onChange={(date) => {
        partial.current = date !== null && !date.isValid;
        if (date === null || date.isValid) onDay(date);
      }}
      slotProps={{
        textField: {
          size: 'small',
          sx: { width: 200 },
          helperText,
          onBlur: blur,
          onKeyDown: () => {
            redirected.current = null;
          },
        },
        field: { clearable: true },
      }}
    />
  );
}

export default function DateRangeFilter({ value, onChange, fromLabel, toLabel }: DateRangeFilterProps) {
  const intl = useIntl();
  const { locale } = intl;
  const lang = locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;
  const from = fromDay(value.from);
  const to = fromDay(value.to);
  const zoneNote = useMemo(() => (zoneDiffers() ? intl.formatMessage({ id: 'common.zoneNoteField' }) : undefined), [intl]);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      {/* The second field wraps under the first where both do not fit (a phone). */}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <DayPicker label={fromLabel} format={FORMATS[lang]} value={from} maxDate={to ?? undefined} helperText={zoneNote} onDay={(date) => onChange({ ...value, from: toDay(date) })} />
        <DayPicker label={toLabel} format={FORMATS[lang]} value={to} minDate={from ?? undefined} helperText={zoneNote} onDay={(date) => onChange({ ...value, to: toDay(date) })} />
      </Box>
    </LocalizationProvider>
  );
}
