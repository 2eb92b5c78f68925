/**
 * Images in chat messages (docs/realtime.md, "Images"). Plain TypeScript with no imports, so the widget can use
 * it through '@butikkpanel/contracts/chat/widget' without pulling zod in.
 */

/** The only files a message may carry: jpg and png (the server also checks the bytes, not just the type). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/** Spec section 9, "File limit"; equal to LIMITS.fileLimitBytes (a unit test checks it). */
export const CHAT_IMAGE_MAX_BYTES = 1024 * 1024;

/** An image's id: 32 random url-safe characters (192 bits), made by the server; nothing else is accepted. */
export const CHAT_IMAGE_ID_PATTERN = /^[\w-]{32}$/;

/** The header that names the visitor on the widget's upload call (the widget's uid, as in the socket handshake). */
export const VISITOR_UID_HEADER = 'x-visitor-uid';

export function isChatImageType(type: string): type is ChatImageType {
  return (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
}

export function isChatImageId(value: unknown): value is string {
  return typeof value === 'string' && CHAT_IMAGE_ID_PATTERN.test(value);
}

/** Where an account's image is served; relative to the server's origin. */
export function chatImagePath(accountId: number | string, imageId: string): string {
  return `/api/chat/images/${encodeURIComponent(String(accountId))}/${encodeURIComponent(imageId)}`;
}

/** Where the widget uploads a visitor's image; relative to the server's origin. */
export function visitorImageUploadPath(accountId: number | string): string {
  return `/api/widget/${encodeURIComponent(String(accountId))}/images`;
}

/** Why a file the user picked cannot be sent, checked before uploading; the server checks again. */
export function chatImageProblem(file: {
  type: string;
  size: number;
}): 'illegal_file_type' | 'file_too_big' | null {
  if (!isChatImageType(file.type)) return 'illegal_file_type';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'file_too_big';
  return null;
}
