// Precompresses a built folder: next to every text file worth it (js, css, html, svg, json, txt, webmanifest)
// it writes NAME.br (brotli, best) and NAME.gz (gzip -9), which the server sends to browsers that accept them
// (docs/performance.md). Used by the web and widget builds:  node scripts/precompress.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; the server sends the file as it is. */
const MIN_BYTES = 512;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes the .br and .gz siblings; returns the totals in bytes (original, brotli, gzip). */
export function precompressDir(dir) {
  const totals = { files: 0, original: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    // A sibling that is not smaller is not written, so the server falls back to the file itself.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.original += body.length;
    totals.br += Math.min(br.length, body.length);
    totals.gzip += Math.min(gz.length, body.length);
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dir>');
    process.exit(2);
  }
  const t = precompressDir(path.resolve(dir));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${t.files} files in ${dir}: ${kb(t.original)} -> brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`,
  );
}
