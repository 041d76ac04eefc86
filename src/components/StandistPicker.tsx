/**
 * Finds a standist account (/backend/standists, within what the caller may see): the contact
 * modal's picker searches from 1 character and lists all when empty, the new stand form's from
 * 2 characters (part 1 §5, part 2 §5: `minChars`). The search waits for a pause in the typing.
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Standist } from '@/domain/api';
import { pickerSearch } from '@/domain/standContacts';
import { useList } from '@/entities/hooks';

const SEARCH_PAUSE_MS = 300;

interface Props {
  label: string;
  minChars: number;
  value: Standist | null;
  onChange: (standist: Standist | null) => void;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

/** 'Emma Bernard – Lumière & Fils (emma@…)' */
export const standistLabel = (s: Standist): string => `${s.fullName}${s.company ? ` – ${s.company}` : ''} (${s.email})`;

export default function StandistPicker({ label, minChars, value, onChange, error, helperText, autoFocus }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = pickerSearch(typed, minChars);
  const params = useMemo(() => ({ ...search, itemsPerPage: 20 }), [search?.search]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useList('standists', params, { skip: search === null });
  const tooShort = pickerSearch(text, minChars) === null;

  return (
    <Autocomplete<Standist>
      options={search === null ? [] : list.items}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={standistLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={list.status === 'loading'}
      noOptionsText={intl.formatMessage({ id: tooShort ? 'standContacts.picker.tooShort' : 'standContacts.picker.none' }, { count: minChars })}
      loadingText={intl.formatMessage({ id: 'standContacts.picker.loading' })}
      renderInput={(input) => <TextField {...input} label={label} error={error} helperText={helperText} autoFocus={autoFocus} />}
    />
  );
}
