import type { ChatImageType } from '@butikkpanel/contracts';

const SIGNATURES: ReadonlyArray<{ type: ChatImageType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What the file is by its first bytes (its "magic number"), whatever its name or declared type says: a text
 * or HTML file renamed to .png is not a png.
 */
export function sniffImageType(bytes: Uint8Array): ChatImageType | null {
  const match = SIGNATURES.find(
    (signature) =>
      bytes.length > signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}
