import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientId } from './client-id';
import { emitWithAck, useChatStore } from './store/chat-store';
import { changeOperatorStatus } from './store/operator-actions';

/** The catalogue's error for an offline visitor without e-mail is shown at the top right (spec section 8). */
const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/**
 * Sends an operator message with its acknowledgement. While the operator is offline it first asks
 * whether to go online; `question` drives that dialog.
 */
export function useSendMessage(uid: string) {
  const { t } = useTranslation(['chat', 'errors']);
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const pending = useRef<((goOnline: boolean) => void) | null>(null);

  const deliver = useCallback(
    async (text: string): Promise<boolean> => {
      const answer = await emitWithAck('messageFromOperator', { uid, client_id: newClientId(), text });
      if (answer.ok) {
        if (answer.data) useChatStore.getState().addMessages(uid, [answer.data]);
        return true;
      }
      const offline = answer.error.code === 'visitor_offline_no_email';
      enqueueSnackbar(answer.error.message || t('errors:generic'), {
        variant: 'error',
        ...(offline ? { anchorOrigin: TOP_RIGHT } : {}),
      });
      return false;
    },
    [uid, enqueueSnackbar, t],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (useChatStore.getState().operatorOnline) return deliver(text);
      setAsking(true);
      const goOnline = await new Promise<boolean>((resolve) => {
        pending.current = resolve;
      });
      if (!goOnline) return false;
      await changeOperatorStatus(true);
      return deliver(text);
    },
    [deliver],
  );

  const answer = useCallback((goOnline: boolean) => {
    setAsking(false);
    pending.current?.(goOnline);
    pending.current = null;
  }, []);

  return { send, asking, answer };
}
