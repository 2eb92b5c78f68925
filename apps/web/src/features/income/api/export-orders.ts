import { apiErrorSchema, DEFAULT_LANGUAGE, type OrderListQueryInput } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { orderQueryString } from './get-orders';

export type OrderExportFilter = Omit<OrderListQueryInput, 'page' | 'per_page'>;

function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'orders.csv';
}

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
 * Fetches the orders of the current filter as the server's CSV, with the session's headers (a plain link
 * would carry no token), and hands the file to the browser as a download.
 */
export async function exportOrders(accountId: string, filter: OrderExportFilter): Promise<string> {
  const token = sessionStore.getToken();
  const headers = new Headers({
    Accept: 'text/csv',
    'user-language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
    'authorized-account': accountId,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}/orders/export?${orderQueryString(filter)}`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failure(response, token);
  const name = filenameOf(response.headers.get('content-disposition'));
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

export function useExportOrders(accountId: string) {
  return useMutation({ mutationFn: (filter: OrderExportFilter) => exportOrders(accountId, filter) });
}
