import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { type Encoding, pickEncoding, varyOnEncoding } from '../../lib/compression';

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
  '.webp': 'image/webp',
};

/** File names only (no folders), so a request can never leave the directory. */
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css|webp)$/;
/** Pictures are compressed already: they have no .br or .gz copy to look for. */
const PRECOMPRESSED = new Set(['.js', '.css']);

/** The file's precompressed copy (scripts/precompress.mjs) in the encoding the client takes, else the file. */
async function readBuilt(file: string, encoding: Encoding | undefined) {
  if (encoding) {
    const body = await readFile(`${file}${encoding === 'br' ? '.br' : '.gz'}`).catch(() => null);
    if (body) return { body, encoding };
  }
  return { body: await readFile(file), encoding: undefined };
}

/**
 * Sends a built file, brotli or gzip when the client accepts it; false when there is none (nothing sent). Returns a boolean, not the reply: a reply is
 * thenable, so an async function returning it would resolve to undefined and look like "not sent".
 * Shop pages on other origins load the loader as a classic script and the panel
 * with import(), which needs CORS, and Helmet's same-origin resource policy must not apply to them.
 */
export async function sendBuiltFile(
  reply: FastifyReply,
  dir: string,
  name: string,
  cacheControl: string,
): Promise<boolean> {
  if (!SAFE_NAME.test(name)) return false;
  let built: Awaited<ReturnType<typeof readBuilt>>;
  try {
    const encoding = PRECOMPRESSED.has(path.extname(name))
      ? pickEncoding(reply.request.headers['accept-encoding'])
      : undefined;
    built = await readBuilt(path.join(dir, name), encoding);
  } catch {
    return false;
  }
  if (PRECOMPRESSED.has(path.extname(name))) varyOnEncoding(reply);
  if (built.encoding) reply.header('content-encoding', built.encoding);
  reply
    .header('content-type', TYPES[path.extname(name)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(built.body);
  return true;
}
