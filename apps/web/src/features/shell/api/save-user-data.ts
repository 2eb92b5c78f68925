import { type UserData, type UserDataBody, userDataSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { shellKeys } from '../query-keys';

/** The answer is `{ data }`, the user's whole stored data after the change. */
const userDataAnswerSchema = {
  parse: (value: unknown): UserData => userDataSchema.parse((value as { data?: unknown } | null)?.data),
};

/** PUT /api/auth/user/data: the parts sent replace the stored ones, the rest is kept. */
export function saveUserData(body: UserDataBody): Promise<UserData> {
  return apiRequest('/auth/user/data', { method: 'PUT', body, schema: userDataAnswerSchema });
}

/** Saves user data and says so: 'Brukerdata er lagret', or the error's own message (spec section 7). */
export function useSaveUserData({ quiet = false } = {}) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation(['shell', 'errors']);
  return useMutation({
    mutationFn: saveUserData,
    onSuccess: (data) => {
      queryClient.setQueryData(shellKeys.userData(), data);
      if (!quiet) enqueueSnackbar(t('shell:shortcuts.saved'), { variant: 'success' });
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.message : t('errors:generic');
      enqueueSnackbar(message, { variant: 'error' });
    },
  });
}
