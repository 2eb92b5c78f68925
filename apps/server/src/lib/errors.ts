import type { ErrorCode } from '@butikkpanel/contracts';

/**
 * A failure the client may see. `fields` maps a field path to a field message key (FIELD_MESSAGES_*);
 * the error handler translates codes and keys into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized');
export const sessionExpired = () => new AppError(401, 'session_expired');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', undefined, fields);
