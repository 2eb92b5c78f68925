// Builds the widget: dist/widget.js (the loader, a classic script), dist/widget/panel-[hash].js (the chat
// panel, an ES module the loader imports the first time the chat is opened), dist/widget/search-[hash].js
// (the search overlay, imported when the page has a search input), dist/widget/popup-[hash].js (the popup
// runtime, imported when the account has an active popup), dist/widget/recommendations-[hash].js (imported when
// the page has a recommendation placeholder), plus the demo shop's script and pictures; every
// file gets a brotli and a gzip copy beside it (scripts/precompress.mjs) for the server to send.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { precompressDir } from '../../scripts/precompress.mjs';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const common = {
  absWorkingDir: here,
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync(dist, { recursive: true, force: true });
const panel = await build({
  ...common,
  entryPoints: { panel: path.join(here, 'src/panel/index.ts') },
  outdir: path.join(dist, 'widget'),
  entryNames: '[name]-[hash]',
  format: 'esm',
  metafile: true,
});
const [panelFile] = Object.keys(panel.metafile.outputs).filter((file) => file.endsWith('.js'));
if (!panelFile) throw new Error('the panel chunk was not built');
// The search overlay: imported only on pages with a <input data-butikkpanel-search> (docs/widget.md).
const search = await build({
  ...common,
  entryPoints: { search: path.join(here, 'src/search-overlay.ts') },
  outdir: path.join(dist, 'widget'),
  entryNames: '[name]-[hash]',
  format: 'esm',
  metafile: true,
});
const [searchFile] = Object.keys(search.metafile.outputs).filter((file) => file.endsWith('.js'));
if (!searchFile) throw new Error('the search chunk was not built');
// The popup runtime: imported only when the config says the account has an active popup (docs/widget.md).
const popup = await build({
  ...common,
  entryPoints: { popup: path.join(here, 'src/popup/index.ts') },
  outdir: path.join(dist, 'widget'),
  entryNames: '[name]-[hash]',
  format: 'esm',
  metafile: true,
});
const [popupFile] = Object.keys(popup.metafile.outputs).filter((file) => file.endsWith('.js'));
if (!popupFile) throw new Error('the popup chunk was not built');
// Recommendations: imported only on pages with a [data-butikkpanel-recommendation] placeholder (docs/widget.md).
const recommendations = await build({
  ...common,
  entryPoints: { recommendations: path.join(here, 'src/recommendations/index.ts') },
  outdir: path.join(dist, 'widget'),
  entryNames: '[name]-[hash]',
  format: 'esm',
  metafile: true,
});
const [recommendationsFile] = Object.keys(recommendations.metafile.outputs).filter((file) =>
  file.endsWith('.js'),
);
if (!recommendationsFile) throw new Error('the recommendations chunk was not built');
await build({
  ...common,
  entryPoints: [path.join(here, 'src/loader.ts')],
  outfile: path.join(dist, 'widget.js'),
  format: 'iife',
  define: {
    PANEL_FILE: JSON.stringify(`widget/${path.basename(panelFile)}`),
    SEARCH_FILE: JSON.stringify(`widget/${path.basename(searchFile)}`),
    POPUP_FILE: JSON.stringify(`widget/${path.basename(popupFile)}`),
    RECOMMENDATIONS_FILE: JSON.stringify(`widget/${path.basename(recommendationsFile)}`),
  },
});
await build({
  ...common,
  entryPoints: [path.join(here, 'demo-shop/shop.ts')],
  outfile: path.join(dist, 'demo-shop/shop.js'),
  format: 'iife',
});
cpSync(path.join(here, 'demo-shop/shop.css'), path.join(dist, 'demo-shop/shop.css'));
// The demo catalogue's pictures (scripts/demo-pictures), named by content: served with a year's cache.
cpSync(path.join(here, 'demo-shop/pictures'), path.join(dist, 'demo-shop/bilder'), { recursive: true });
precompressDir(dist);
