import { randomBytes } from 'node:crypto';
import { LIMITS } from '@butikkpanel/contracts';
import { AppError } from '../../lib/errors';

/** The first bytes of each type; `null` is any byte (a WebP file's RIFF size). */
const SIGNATURES: ReadonlyArray<{ type: string; bytes: ReadonlyArray<number | null> }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "RIFF", four bytes of size, "WEBP".
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];

const JPG_PNG = ['image/png', 'image/jpeg'];
const WITH_WEBP = [...JPG_PNG, 'image/webp'];
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** 24 random bytes as 32 url-safe characters: the image's unguessable address. */
export const newStoredImageId = () => randomBytes(24).toString('base64url');

/**
 * A profile image or logo: jpg or png by its first bytes (a renamed HTML file is not a png) and by its
 * declared type, at most 1 MB. Answers the type the bytes say, which is what is served. The builders' file
 * library also takes webp (`webp: true`); a profile image and a logo stay jpg or png (spec section 5).
 */
export function checkImageUpload(
  declaredType: string | undefined,
  body: unknown,
  options: { webp?: boolean } = {},
) {
  const allowed = options.webp ? WITH_WEBP : JPG_PNG;
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (bytes && bytes.length > LIMITS.fileLimitBytes) throw new AppError(413, 'file_too_big');
  const sniffed = bytes
    ? SIGNATURES.find(
        (signature) =>
          allowed.includes(signature.type) &&
          bytes.length > signature.bytes.length &&
          signature.bytes.every((byte, index) => byte === null || bytes[index] === byte),
      )?.type
    : undefined;
  const declared = mediaType(declaredType);
  // The declared type must be one this upload takes; the bytes decide what is stored and served.
  if (!bytes || !sniffed || !allowed.includes(declared)) {
    throw new AppError(415, 'illegal_file_type');
  }
  return { bytes, contentType: sniffed };
}
