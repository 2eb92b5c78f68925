import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Puts the server's field messages (`error.fields`) on the form's own fields. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) setError(field, { type: 'server', message });
  }
}
