import { apiErrorSchema, DEFAULT_LANGUAGE } from '@butikkpanel/contracts';
import { API_BASE, ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';

async function failure(response: Response, token: string | null): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  let error: ApiRequestError;
  try {
    const { code, message, fields } = apiErrorSchema.parse(body).error;
    error = new ApiRequestError(response.status, code, message, fields);
  } catch {
    error = new ApiRequestError(response.status, 'generic', i18n.t('errors:generic'));
  }
  // As every other call: a refused token ends the session (only the token this call carried).
  if (response.status === 401 && token !== null && sessionStore.getToken() === token) {
    sessionStore.expire(error.code === 'session_expired' ? error.message : i18n.t('errors:unauthorized'));
  }
  return error;
}

/**
 * Fetches a file the server makes (a CSV export) with the session's headers, which a plain link would not
 * carry, and hands it to the browser as a download. Answers the file's name: the server's, else `fallback`.
 */
export async function downloadFile(
  path: string,
  options: { accountId: string; accept: string; fallbackName: string },
): Promise<string> {
  const token = sessionStore.getToken();
  const headers = new Headers({
    Accept: options.accept,
    'user-language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
    'authorized-account': options.accountId,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, token);
  const disposition = response.headers.get('content-disposition');
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? options.fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
