import { type ChangeEvent, useMemo, useState } from 'react';

type FieldErrors<K extends string> = Partial<Record<K, string>>;
type Check<K extends string, T> = (
  values: Record<K, string>,
) => { success: true; data: T } | { success: false; errors: FieldErrors<K> };

/**
 * A small form state for the login page, which loads before MUI, react-hook-form and zod: the values, the
 * contracts check's message per field once the field was left (like react-hook-form's `onTouched`), and the
 * server's field messages until the field changes.
 */
export function useCheckedForm<K extends string, T>(check: Check<K, T>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});
  const result = useMemo(() => check(values), [check, values]);
  const clientErrors: FieldErrors<K> = result.success ? {} : result.errors;

  return {
    isValid: result.success,
    /** The checked values (trimmed, lower-cased e-mail …) when every field is valid. */
    data: result.success ? result.data : undefined,
    /** Props for one input: value, handlers, and the message to show (a field key or a server text). */
    field(name: K) {
      return {
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, [name]: value }));
          setServerErrors((current) => ({ ...current, [name]: undefined }));
        },
        onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
        error: serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined),
      };
    },
    /** The server's field messages (`error.fields`), shown on the fields they name. */
    setServerErrors(fields: Record<string, string>, names: readonly K[]) {
      const errors: FieldErrors<K> = {};
      for (const name of names) if (fields[name]) errors[name] = fields[name];
      setServerErrors(errors);
    },
  };
}
