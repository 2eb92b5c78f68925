import type { Database } from '../../db/client';
import type { DesignPolicy } from '../../lib/safe-design';
import { findOwnImageIds } from '../account-settings';

/** An image of this server, as the builder inserts it: relative or already absolute. */
const IMAGE_PATH = /(?:https?:\/\/[^\s"'()<>]+)?\/api\/images\/([\w-]{8,64})/g;

/**
 * The account's own pictures for safe-design: the images this design names that the account uploaded
 * (looked up once), each at this server's absolute address, since the design is shown on the shop's domain
 * where a relative address would point at the shop.
 */
export async function ownFilesPolicy(
  db: Database,
  accountId: number,
  publicUrl: string,
  design: { html: string; css: string },
): Promise<{ policy: DesignPolicy; design: { html: string; css: string } }> {
  const named = [...`${design.html}\n${design.css}`.matchAll(IMAGE_PATH)].map((match) => match[1] ?? '');
  const own = await findOwnImageIds(db, accountId, [...new Set(named)]);
  const absolute = (text: string) =>
    text.replace(IMAGE_PATH, (whole, id: string) => (own.has(id) ? `${publicUrl}/api/images/${id}` : whole));
  const prefix = `${publicUrl}/api/images/`;
  return {
    policy: { isOwnFile: (url) => url.startsWith(prefix) && own.has(url.slice(prefix.length)) },
    design: { html: absolute(design.html), css: absolute(design.css) },
  };
}
