import { randomBytes } from 'node:crypto';
import {
  type ChatImage,
  chatImagePath,
  isChatImageId,
  isChatImageType,
  LIMITS,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { sniffImageType } from './image-type';
import * as repo from './repository';

/** What came in: the declared Content-Type and the raw body (see body.ts). */
export interface ImageUpload {
  declaredType: string | undefined;
  bytes: unknown;
}

/** Who sends: the visitor of the conversation, or one of the account's agents. */
export type ImageSender = { visitor: true } | { visitor: false; userId: string };

/** 24 random bytes as 32 url-safe characters (CHAT_IMAGE_ID_PATTERN): not guessable, not counted. */
const newImageId = () => randomBytes(24).toString('base64url');

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Stores a jpg or png of at most 1 MB for a conversation. Both the declared type and the bytes must say jpg
 * or png; what is stored (and served) as the type is what the bytes are.
 */
export async function storeImage(
  db: Database,
  accountId: number,
  visitorId: string,
  sender: ImageSender,
  upload: ImageUpload,
  now: Date,
): Promise<ChatImage> {
  const bytes = Buffer.isBuffer(upload.bytes) ? upload.bytes : null;
  if (bytes && bytes.length > LIMITS.fileLimitBytes) throw new AppError(413, 'file_too_big');
  const sniffed = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !sniffed || !isChatImageType(mediaType(upload.declaredType))) {
    throw new AppError(415, 'illegal_file_type');
  }
  const row = await repo.insertImage(
    db,
    accountId,
    {
      id: newImageId(),
      visitorId,
      fromVisitor: sender.visitor,
      userId: sender.visitor ? null : sender.userId,
      contentType: sniffed,
      size: bytes.length,
      bytes,
    },
    now,
  );
  return { id: row.id, url: chatImagePath(accountId, row.id), content_type: sniffed, size: row.size };
}

/**
 * A message may carry only an image uploaded to the same account and conversation by the same side; anything
 * else (an address used as a tracking pixel, another conversation's image) is refused alike.
 */
export async function requireSendableImage(
  db: Database,
  accountId: number,
  visitorId: string,
  imageId: string,
  sender: ImageSender,
): Promise<void> {
  const row = isChatImageId(imageId)
    ? await repo.findConversationImage(db, accountId, visitorId, imageId)
    : null;
  if (!row || row.fromVisitor !== sender.visitor) {
    throw new AppError(400, 'invalid_image', undefined, { image: 'invalid_image' });
  }
}

/** The image to serve, or null when it is not this account's (or no image at all). */
export async function imageToServe(db: Database, accountId: number, imageId: string) {
  if (!isChatImageId(imageId)) return null;
  return repo.findImageContent(db, accountId, imageId);
}
