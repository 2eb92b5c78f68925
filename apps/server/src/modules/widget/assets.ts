import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export const CACHE = {
  /** The loader's URL never changes, so a new deploy must reach shops soon. */
  loader: 'public, max-age=300',
  /** Chunks are named by content hash. */
  immutable: 'public, max-age=31536000, immutable',
  fresh: 'no-cache',
} as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** File names only (no folders), so a request can never leave the directory. */
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css)$/;

/**
 * Sends a built file. Shop pages on other origins load the loader as a classic script and the panel
 * with import(), which needs CORS, and Helmet's same-origin resource policy must not apply to them.
 */
export async function sendBuiltFile(
  reply: FastifyReply,
  dir: string,
  name: string,
  cacheControl: string,
): Promise<FastifyReply | null> {
  if (!SAFE_NAME.test(name)) return null;
  let body: Buffer;
  try {
    body = await readFile(path.join(dir, name));
  } catch {
    return null;
  }
  return reply
    .header('content-type', TYPES[path.extname(name)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(body);
}
