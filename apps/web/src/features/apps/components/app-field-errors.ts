import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';

/**
 * Puts the server's field messages on the form's fields. The server names them by the body's path
 * (`credentials.api_key`, `settings.delay_days`); `paths` maps each to the form's field, and a bare name
 * (`api_key`) is taken too.
 */
export function setAppFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  paths: Record<string, FieldPath<T>>,
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const [serverPath, field] of Object.entries(paths)) {
    const bare = serverPath.slice(serverPath.lastIndexOf('.') + 1);
    const message = error.fields[serverPath] ?? error.fields[bare];
    if (message) setError(field, { type: 'server', message });
  }
}
