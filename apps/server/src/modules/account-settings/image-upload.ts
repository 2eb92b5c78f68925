import { randomBytes } from 'node:crypto';
import { LIMITS } from '@butikkpanel/contracts';
import { AppError } from '../../lib/errors';

const SIGNATURES = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
] as const;

const ALLOWED = ['image/png', 'image/jpeg'];
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** 24 random bytes as 32 url-safe characters: the image's unguessable address. */
export const newStoredImageId = () => randomBytes(24).toString('base64url');

/**
 * A profile image or logo: jpg or png by its first bytes (a renamed HTML file is not a png) and by its
 * declared type, at most 1 MB. Answers the type the bytes say, which is what is served.
 */
export function checkImageUpload(declaredType: string | undefined, body: unknown) {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (bytes && bytes.length > LIMITS.fileLimitBytes) throw new AppError(413, 'file_too_big');
  const sniffed = bytes
    ? SIGNATURES.find(
        (signature) =>
          bytes.length > signature.bytes.length &&
          signature.bytes.every((byte, index) => bytes[index] === byte),
      )?.type
    : undefined;
  if (!bytes || !sniffed || !ALLOWED.includes(mediaType(declaredType))) {
    throw new AppError(415, 'illegal_file_type');
  }
  return { bytes, contentType: sniffed };
}
