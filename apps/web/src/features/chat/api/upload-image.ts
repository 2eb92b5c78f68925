import { type ChatImage, chatImageAnswerSchema } from '@butikkpanel/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/conversations/{uid}/images: the file itself is the body (jpg or png, at most 1 MB; the server
 * checks its bytes). Answers the stored image; a refusal is an ApiRequestError with the catalogue's text
 * (file too big, illegal file type).
 */
export async function uploadChatImage(accountId: string, uid: string, file: Blob): Promise<ChatImage> {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(uid)}/images`, {
    method: 'POST',
    file,
    accountId,
    schema: chatImageAnswerSchema,
  });
  return answer.data;
}
