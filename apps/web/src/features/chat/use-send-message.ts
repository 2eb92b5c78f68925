import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { uploadChatImage } from './api/upload-image';
import { newClientId } from './client-id';
import { emitWithAck, useChatStore } from './store/chat-store';
import { changeOperatorStatus } from './store/operator-actions';

/** The catalogue's error for an offline visitor without e-mail is shown at the top right (spec section 8). */
const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** What sending an image came to: the upload's refusal is shown by the form, beside the attach button. */
export type ImageSendResult = { ok: true } | { ok: false; uploadError: string | null };

/**
 * Sends an operator message with its acknowledgement. While the operator is offline it first asks
 * whether to go online; `question` drives that dialog. An image is uploaded first (only once the operator
 * is online), then sent as a message that refers to it.
 */
export function useSendMessage(uid: string) {
  const { t } = useTranslation(['chat', 'errors']);
  const { accountId = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const pending = useRef<((goOnline: boolean) => void) | null>(null);

  const deliver = useCallback(
    async (content: { text: string; image?: string }): Promise<boolean> => {
      const answer = await emitWithAck('messageFromOperator', { uid, client_id: newClientId(), ...content });
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

  const ensureOnline = useCallback(async (): Promise<boolean> => {
    if (useChatStore.getState().operatorOnline) return true;
    setAsking(true);
    const goOnline = await new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
    if (goOnline) await changeOperatorStatus(true);
    return goOnline;
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => (await ensureOnline()) && deliver({ text }),
    [ensureOnline, deliver],
  );

  const sendImage = useCallback(
    async (file: File): Promise<ImageSendResult> => {
      if (!(await ensureOnline())) return { ok: false, uploadError: null };
      let image: string;
      try {
        image = (await uploadChatImage(accountId, uid, file)).id;
      } catch (error) {
        return {
          ok: false,
          uploadError: error instanceof ApiRequestError ? error.message : t('errors:generic'),
        };
      }
      return (await deliver({ text: '', image })) ? { ok: true } : { ok: false, uploadError: null };
    },
    [accountId, uid, ensureOnline, deliver, t],
  );

  const answer = useCallback((goOnline: boolean) => {
    setAsking(false);
    pending.current?.(goOnline);
    pending.current = null;
  }, []);

  return { send, sendImage, asking, answer };
}
