import { deflateSync } from 'node:zlib';
import type { Database } from '../db/client';
import { storeSharedImage } from '../modules/account-settings';

/**
 * The platform's shared file library (docs/popups.md, "Builder assets"): a few banner backgrounds every
 * account's builders may use and none may change. Real PNG files, made here (no image library needed):
 * 1200×400 px, a soft left-to-right gradient between two colours.
 */
type Rgb = readonly [number, number, number];

interface SharedBanner {
  /** The stored id: fixed, so seeding again changes nothing; 32 characters like every stored image's. */
  id: string;
  from: Rgb;
  to: Rgb;
}

const bannerId = (name: string) => `shared-banner-${name}-`.padEnd(32, '0');

export const SHARED_BANNERS: readonly SharedBanner[] = [
  { id: bannerId('sand'), from: [0xf3, 0xe9, 0xd8], to: [0xdd, 0xc3, 0x9f] },
  { id: bannerId('skog'), from: [0x2f, 0x5d, 0x50], to: [0x6f, 0x9a, 0x7d] },
  { id: bannerId('hav'), from: [0x1f, 0x3a, 0x5f], to: [0x4f, 0x86, 0xb8] },
  { id: bannerId('korall'), from: [0xf6, 0xb8, 0xa8], to: [0xe0, 0x6c, 0x5f] },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG, `width`×`height`, from `from` at the left to `to` at the right. */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // RGB
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let x = 0; x < width; x += 1) {
    const share = width === 1 ? 0 : x / (width - 1);
    for (let channel = 0; channel < 3; channel += 1) {
      const start = from[channel] ?? 0;
      raw[1 + x * 3 + channel] = Math.round(start + ((to[channel] ?? 0) - start) * share);
    }
  }
  // Every later row is the same as the one above: filter "Up" (2), all zeros, which compresses to nothing.
  for (let y = 1; y < height; y += 1) raw[y * rowLength] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Puts the shared banners in the library; those already there are left as they are. */
export async function seedSharedImages(db: Database, now: Date): Promise<void> {
  for (const banner of SHARED_BANNERS) {
    await storeSharedImage(
      db,
      { id: banner.id, bytes: gradientPng(1200, 400, banner.from, banner.to), contentType: 'image/png' },
      now,
    );
  }
}
