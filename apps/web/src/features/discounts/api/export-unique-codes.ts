import { apiErrorSchema, DEFAULT_LANGUAGE } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';

const filenameOf = (disposition: string | null, id: number): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `unike-koder-${id}.csv`;

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
 * Fetches the template's unique codes as the server's CSV with the session's headers (a plain link would
 * carry no token) and hands the file to the browser as a download. Answers the file's name.
 */
export async function exportUniqueCodes(accountId: string, id: number): Promise<string> {
  const token = sessionStore.getToken();
  const headers = new Headers({
    Accept: 'text/csv',
    'user-language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
    'authorized-account': accountId,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}/discounts/codes/${id}/unique-codes.csv`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failure(response, token);
  const name = filenameOf(response.headers.get('content-disposition'), id);
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

export function useExportUniqueCodes(accountId: string, id: number) {
  return useMutation({ mutationFn: () => exportUniqueCodes(accountId, id) });
}
