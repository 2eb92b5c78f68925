import {
  DEFAULT_LANGUAGE,
  type IgnoreListUploadAnswer,
  ignoreListUploadAnswerSchema,
  LIMITS,
} from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { settingsKeys } from '../query-keys';

/** The catalogue's own texts for a file refused before it is sent (spec section 5: CSV only, at most 1 MB). */
function refuseLocally(file: File): ApiRequestError | null {
  if (!/\.csv$/i.test(file.name)) {
    return new ApiRequestError(415, 'illegal_file_type', i18n.t('errors:illegal_file_type'));
  }
  if (file.size > LIMITS.fileLimitBytes) {
    return new ApiRequestError(413, 'file_too_big', i18n.t('errors:file_too_big'));
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POST /api/settings/ignore-list/csv: the file itself is the body (text/csv), so this call sends the
 * session's headers itself instead of apiRequest's JSON. The server checks type and size again.
 */
export async function uploadIgnoreList(accountId: string, file: File): Promise<IgnoreListUploadAnswer> {
  const refused = refuseLocally(file);
  if (refused) throw refused;
  const token = sessionStore.getToken();
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'text/csv',
    'user-language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
    'authorized-account': accountId,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/settings/ignore-list/csv`, {
      method: 'POST',
      headers,
      body: file,
      credentials: 'same-origin',
    });
  } catch (cause) {
    const detail = cause instanceof Error && cause.message ? ` ${cause.message}` : '';
    throw new ApiRequestError(0, 'network_error', `${i18n.t('errors:generic')}${detail}`);
  }
  const data = await readJson(response);
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      if (response.status === 401 && token !== null && sessionStore.getToken() === token) {
        sessionStore.expire(error.code === 'session_expired' ? error.message : i18n.t('errors:unauthorized'));
      }
      throw new ApiRequestError(response.status, error.code, error.message);
    }
    throw new ApiRequestError(response.status, 'generic', i18n.t('errors:generic'));
  }
  const parsed = ignoreListUploadAnswerSchema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(response.status, 'invalid_answer', i18n.t('errors:generic'));
  return parsed.data;
}

export function useUploadIgnoreList(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadIgnoreList(accountId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.ignoreList(accountId) }),
  });
}
