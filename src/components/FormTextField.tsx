/**
 * A labelled outlined input with its helper/error text, built from the MUI
 * parts rather than TextField (which pulls Select, Menu and Popover into every
 * form's chunk). Same look as an outlined TextField.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEventHandler, type FocusEventHandler, type InputHTMLAttributes } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  error?: boolean;
  helperText?: string;
  /** Keep the helper line's height when it is empty, so an error appearing moves nothing below. */
  reserveHelperSpace?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  fullWidth?: boolean;
  /** A text on several lines (a comment, a reason). */
  multiline?: boolean;
  minRows?: number;
  sx?: SxProps<Theme>;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
}

export default function FormTextField(props: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { label, helperText, error, required, fullWidth = true, sx } = props;
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink={props.type === 'color' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        label={required ? `${label} *` : label}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        autoFocus={props.autoFocus}
        autoComplete={props.autoComplete}
        multiline={props.multiline}
        minRows={props.minRows}
        notched={props.type === 'color' ? true : undefined}
        inputProps={{ ...props.inputProps, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText ? (
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      ) : props.reserveHelperSpace ? (
        <FormHelperText> </FormHelperText>
      ) : null}
    </FormControl>
  );
}
