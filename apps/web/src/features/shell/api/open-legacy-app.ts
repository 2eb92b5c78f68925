import { oneTimeTokenAnswerSchema } from '@butikkpanel/contracts';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** GET /api/me/token: a single-use token, and the legacy app's address that carries it. */
export function getLegacyAppAddress(): Promise<{ url: string }> {
  return apiRequest('/me/token', { schema: oneTimeTokenAnswerSchema });
}

/** The "old version" menu entry: the server builds the address, the browser just goes there. */
export function useOpenLegacyApp(fallbackMessage: string): () => Promise<void> {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(async () => {
    try {
      const { url } = await getLegacyAppAddress();
      window.location.assign(url);
    } catch (error) {
      enqueueSnackbar(error instanceof ApiRequestError ? error.message : fallbackMessage, {
        variant: 'error',
      });
    }
  }, [enqueueSnackbar, fallbackMessage]);
}
