/**
 * Widget size: the gzip size of the loader every shop page loads (budget 10 KB), of the chat panel
 * it imports when the chat is first opened (budget 60 KB more), of the search overlay it imports on
 * pages with a search input (budget 15 KB more), and of the popup runtime it imports for an account with an
 * active popup (budget 8 KB more), and of the recommendations chunk it imports on pages with a recommendation
 * placeholder (budget 8 KB more). Run `npm run build` first.
 *   node bench/widget-size.mjs
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/widget/dist');
const BUDGETS_KB = { loader: 10, panel: 60, search: 15, popup: 8, recommendations: 8 };

if (!existsSync(path.join(DIST, 'widget.js'))) {
  console.error('apps/widget/dist/widget.js is missing: run `npm run build` first');
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const measure = (file) => {
  const raw = readFileSync(path.join(DIST, file));
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
};

const loader = measure('widget.js');
const panelFile = readdirSync(path.join(DIST, 'widget')).find((name) => /^panel-.*\.js$/.test(name));
if (!panelFile) throw new Error('no panel chunk in apps/widget/dist/widget');
const panel = measure(`widget/${panelFile}`);
const searchFile = readdirSync(path.join(DIST, 'widget')).find((name) => /^search-.*\.js$/.test(name));
if (!searchFile) throw new Error('no search chunk in apps/widget/dist/widget');
const search = measure(`widget/${searchFile}`);
const popupFile = readdirSync(path.join(DIST, 'widget')).find((name) => /^popup-.*\.js$/.test(name));
if (!popupFile) throw new Error('no popup chunk in apps/widget/dist/widget');
const popup = measure(`widget/${popupFile}`);
const recommendationsFile = readdirSync(path.join(DIST, 'widget')).find((name) =>
  /^recommendations-.*\.js$/.test(name),
);
if (!recommendationsFile) throw new Error('no recommendations chunk in apps/widget/dist/widget');
const recommendations = measure(`widget/${recommendationsFile}`);

let over = false;
for (const [label, figure, budget] of [
  ['loader', loader, BUDGETS_KB.loader],
  ['panel', panel, BUDGETS_KB.panel],
  ['search', search, BUDGETS_KB.search],
  ['popup', popup, BUDGETS_KB.popup],
  ['recommendations', recommendations, BUDGETS_KB.recommendations],
]) {
  const within = figure.gzip <= budget * 1024;
  over ||= !within;
  console.log(
    `${label.padEnd(15)} ${figure.file.padEnd(38)} ${kb(figure.raw).padStart(8)} raw ${kb(figure.gzip).padStart(8)} gzip: ${within ? 'within' : 'OVER'} the ${budget} KB budget`,
  );
}
console.log(
  `first open in total: ${kb(loader.gzip + panel.gzip)} gzip (Crisp about 130 KB, Intercom 300 KB and more)`,
);
process.exitCode = over ? 1 : 0;
