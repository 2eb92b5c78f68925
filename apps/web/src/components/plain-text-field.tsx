import { type InputHTMLAttributes, useId } from 'react';

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** The message under the field; the field is then marked invalid and described by it. */
  error?: string;
};

/** A labelled input without MUI, for the login page (styles/plain.css); looks like MUI's outlined field. */
export function PlainTextField({ label, error, required, ...input }: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="bp-field">
      <label htmlFor={id} className="bp-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...input}
        id={id}
        className="bp-field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="bp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
