/**
 * Page weight as a user meets it: Debian's Chromium loads the built app from the built server and every JS
 * response is summed as it came over the wire (compressed, from the DevTools protocol's encodedDataLength).
 *   1. /pub-v2/login, fresh browser, until the network has been idle for a second;
 *   2. the demo owner signs in, then the dashboard is reloaded with the browser cache off, until idle.
 * Also prints the widget loader's compressed sizes. Run `npm run build` first.
 *   node bench/page-weight.mjs            (npm run page-weight -w @butikkpanel/bench)
 *   node bench/page-weight.mjs --check    exits 1 when the login page's JS is over its budget (npm test)
 * SERVER_URL=http://host:port measures a running server instead of starting the built one; --all lists every file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WIDGET = path.join(ROOT, 'apps/widget/dist/widget.js');
const LOGIN_BUDGET_KB = 150;
const DEMO = { email: 'eier@demo.no', password: 'Demo1234!' };
/** The whole run is bounded: a hung browser or server fails the step instead of stalling CI. */
const DEADLINE_MS = 180_000;
const QUIET_MS = 1_000;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The server this run started, so a timeout can stop it too. */
let startedServer = null;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on a free port with a fresh data directory, which seeds the demo logins. */
async function startServer() {
  for (const file of [SERVER_MAIN, path.join(ROOT, 'apps/web/dist/index.html')]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-weight-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  startedServer = child;
  const lines = [];
  const keep = (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean).slice(-40));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const readyBy = Date.now() + 90_000;
  while (Date.now() < readyBy) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not get ready:\n${lines.slice(-40).join('\n')}`);
}

/** Counts every response of the page: bytes over the wire per resource type, from the DevTools protocol. */
async function recorder(page) {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map();
  let lastActivity = Date.now();
  let pending = 0;
  cdp.on('Network.requestWillBeSent', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      bytes: 0,
    });
  });
  const settle = () => {
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
    settle();
  });
  cdp.on('Network.loadingFailed', settle);
  await cdp.send('Network.enable');
  // Every measurement is a cold load: nothing from an earlier page's cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    reset() {
      requests.clear();
      pending = 0;
    },
    /** Waits until nothing has been in flight for QUIET_MS (requests the page starts when idle included). */
    async idle() {
      while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    summary() {
      const scripts = [...requests.values()].filter((entry) => entry.type === 'Script');
      const all = [...requests.values()];
      return {
        js: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
        files: scripts.sort((a, b) => b.bytes - a.bytes),
        total: all.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: all.length,
      };
    },
  };
}

function print(label, summary) {
  const encodings = [...new Set(summary.files.map((file) => file.encoding))].join(', ');
  console.log(
    `${label}: JS ${kb(summary.js)} over the wire in ${summary.files.length} files (${encodings}); ` +
      `all responses ${kb(summary.total)} in ${summary.requests}`,
  );
  for (const file of summary.files.slice(0, process.argv.includes('--all') ? undefined : 8)) {
    console.log(`    ${kb(file.bytes).padStart(9)}  ${new URL(file.url).pathname}`);
  }
}

function widgetSizes() {
  if (!existsSync(WIDGET)) return;
  const size = (file) => (existsSync(file) ? statSync(file).size : Number.NaN);
  const raw = readFileSync(WIDGET).length;
  console.log(
    `widget.js: ${kb(raw)} raw, ${kb(size(`${WIDGET}.br`))} brotli, ${kb(size(`${WIDGET}.gz`))} gzip (as served)`,
  );
}

async function measure() {
  const external = process.env.SERVER_URL;
  const server = external ? { url: external, stop: async () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'nb-NO', viewport: { width: 1400, height: 900 } });
    // The notification question is not part of the page's weight.
    await context.addInitScript(() => window.localStorage.setItem('notification_permission', 'denied'));
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const network = await recorder(page);

    await page.goto(`${server.url}/pub-v2/login`);
    await page.getByLabel('E-post').waitFor();
    await network.idle();
    const login = network.summary();
    print('login page (/pub-v2/login until idle)', login);
    // The first click or key on the login page fetches MUI for the next screen (apps/web/src/main.tsx).
    await page.getByLabel('E-post').click();
    await network.idle();
    const acting = network.summary();
    console.log(
      `login page once the user clicks or types (MUI for the next screen prefetched): JS ${kb(acting.js)} in ${acting.files.length} files`,
    );

    await page.getByLabel('E-post').fill(DEMO.email);
    await page.getByLabel('Passord').fill(DEMO.password);
    await page.waitForFunction(() => {
      const button = document.querySelector('form button[type="submit"]');
      return button !== null && !button.disabled;
    });
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(/\/pub-v2\/\d+\/dashboard/);
    await network.idle();
    network.reset();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await network.idle();
    const dashboard = network.summary();
    print(
      `dashboard reload (${new URL(page.url()).pathname}, signed in, empty cache, until idle)`,
      dashboard,
    );
    return { login, dashboard };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const timer = setTimeout(() => {
  console.error(`page-weight: no result within ${DEADLINE_MS / 1000} s`);
  startedServer?.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_MS);
timer.unref();

widgetSizes();
const { login } = await measure();
const verdict = login.js <= LOGIN_BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(`login page JS ${kb(login.js)} over the wire: ${verdict} the ${LOGIN_BUDGET_KB} KB budget`);
if (process.argv.includes('--check') && verdict === 'OVER') process.exit(1);
