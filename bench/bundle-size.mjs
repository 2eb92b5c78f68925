/**
 * Bundle size: the gzip size of the JS and CSS the login page loads, and what the signed-in shell
 * (layout + dashboard) adds. Reads Vite's manifest, so run `npm run build` first.
 *   npm run bundle-size -w @butikkpanel/bench     (WEB_DIST=/other/dist to measure another build)
 * With --check it exits 1 when the login page is over its budget. This counts the manifest's static imports,
 * uncompressed by the server; `npm test` checks the budget with bench/page-weight.mjs, which measures what
 * Chromium really fetches (compressed, every JS response until the network is idle).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 150;
/** The signed-in shell: the layout's module and the first screen after sign-in. */
const SHELL_SOURCES = [
  'src/features/shell/components/signed-in-layout.tsx',
  'src/features/dashboard/index.ts',
];

if (!existsSync(MANIFEST)) {
  console.error(`${path.relative(process.cwd(), MANIFEST)} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The chunk and every chunk it imports statically: what the browser must fetch before it runs. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const gzip = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const sum = (list) => list.reduce((total, file) => total + gzip(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(label, keys, exclude = new Set()) {
  const own = [...keys].filter((key) => !exclude.has(key));
  const { js, css } = files(own);
  const jsBytes = sum(js);
  console.log(
    `${label}: JS ${kb(jsBytes)} gzip in ${js.length} files, CSS ${kb(sum(css))} gzip in ${css.length} files`,
  );
  for (const file of js.sort((a, b) => gzip(b) - gzip(a)).slice(0, 6))
    console.log(`    ${kb(gzip(file)).padStart(9)}  ${file}`);
  return jsBytes;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entry) throw new Error('no index.html entry in the manifest');
const login = staticClosure([entry]);
const shellKeys = SHELL_SOURCES.map((source) => {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of its own in the manifest`);
  return source;
});
const shell = staticClosure(shellKeys);

const loginBytes = report('login page (entry and its static imports)', login);
report('signed-in shell, added after login (layout + dashboard)', shell, login);
report(
  'signed-in shell, on its own (a reload on the dashboard loads login + this)',
  new Set([...login, ...shell]),
);
const verdict = loginBytes <= LOGIN_BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(`login JS ${kb(loginBytes)} gzip: ${verdict} the ${LOGIN_BUDGET_KB} KB budget`);
if (process.argv.includes('--check') && verdict === 'OVER') process.exit(1);
