import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { failureText } from '@/lib/failure-text';

/**
 * Runs a row's quick action (duplicate, publish) and says how it went in a snackbar: `done` on success,
 * otherwise the server's own message (failureText), or `failed(error)` where the area words it itself.
 */
export function useRowTask() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (task: () => Promise<unknown>, done: string, failed: (error: unknown) => string = failureText) => {
      try {
        await task();
        enqueueSnackbar(done, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(failed(error), { variant: 'error' });
      }
    },
    [enqueueSnackbar],
  );
}
