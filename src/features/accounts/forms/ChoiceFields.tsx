/**
 * The form's choice fields, radio buttons and checkboxes in a labelled fieldset (no Select: it
 * would pull Menu and Popover into the form's chunk, see src/components/FormTextField.tsx).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface Choice {
  value: string;
  label: string;
}

interface RadioFieldProps {
  name: string;
  legend: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function RadioField({ name, legend, value, choices, onChange, error, required, disabled }: RadioFieldProps) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

interface CheckboxesFieldProps {
  legend: string;
  values: readonly string[];
  choices: readonly Choice[];
  onChange: (values: string[]) => void;
  empty: string;
}

export function CheckboxesField({ legend, values, choices, onChange, empty }: CheckboxesFieldProps) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      {choices.length === 0 ? <FormHelperText>{empty}</FormHelperText> : null}
      <FormGroup sx={{ maxHeight: 180, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            control={<Checkbox size="small" checked={values.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />}
            label={choice.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
