import { type IgnoreListUploadAnswer, ignoreListUploadAnswerSchema, LIMITS } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
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

/**
 * POST /api/settings/ignore-list/csv: the file itself is the body, declared as text/csv whatever the browser
 * calls it (some call CSV application/vnd.ms-excel). The server checks type and size again.
 */
export async function uploadIgnoreList(accountId: string, file: File): Promise<IgnoreListUploadAnswer> {
  const refused = refuseLocally(file);
  if (refused) throw refused;
  return apiRequest('/settings/ignore-list/csv', {
    method: 'POST',
    file: new Blob([file], { type: 'text/csv' }),
    accountId,
    schema: ignoreListUploadAnswerSchema,
  });
}

export function useUploadIgnoreList(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadIgnoreList(accountId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.ignoreList(accountId) }),
  });
}
