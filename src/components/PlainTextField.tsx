/**
 * A labelled text input with its error line, in plain HTML (src/ui/firstScreen.css): the login
 * form's, on a visitor's first screen, which carries no MUI (issue 20). The error line keeps its
 * height when empty, so an error appearing moves nothing below (issue 8).
 */
import { useId, type ChangeEventHandler, type FocusEventHandler } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: string;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  autoComplete?: string;
}

export default function PlainTextField(props: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { label, helperText, error } = props;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        autoFocus={props.autoFocus}
        autoComplete={props.autoComplete}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
      />
      <p id={helperId} className="field__helper">
        {helperText}
      </p>
    </div>
  );
}
