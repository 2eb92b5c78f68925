import { type OptionsObject, useSnackbar } from 'notistack';
import { useCallback } from 'react';

/**
 * The builder's messages, at the bottom left: the app's usual place, at the top, is over the builder's
 * top bar and would hide its buttons for seconds.
 */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: OptionsObject['variant'] = 'success') =>
      enqueueSnackbar(message, { variant, anchorOrigin: { vertical: 'bottom', horizontal: 'left' } }),
    [enqueueSnackbar],
  );
}
