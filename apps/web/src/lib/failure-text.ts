import { ApiRequestError } from './api-client';
import { i18n } from './i18n';

/** What to tell the user about a failed call: the server's own (translated) message, or the generic text. */
export const failureText = (error: unknown): string =>
  error instanceof ApiRequestError ? error.message : i18n.t('errors:generic');
