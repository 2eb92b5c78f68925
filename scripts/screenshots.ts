/**
 * Screenshots of the panel's screens at a phone's and a desktop's width, for a person to look at (layout,
 * overflow, texts): signs in to the demo account through the login form on a fresh server with the demo
 * seeded, opens each screen, and saves `<name>-<width>.png` in the folder given.
 *   npm run build && npx tsx scripts/screenshots.ts /tmp/shots [name-filter]   (FULL_PAGE=1: the whole page)
 * Needs the build (apps/server/dist, apps/web/dist) and Chromium at /usr/bin/chromium. Stops by itself.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { ServerProcess } from '../e2e/support/server-process';

const WIDTHS = [320, 1400] as const;

interface Screen {
  name: string;
  /** Below the account, e.g. '/emails/campaigns'. */
  path: string;
  /** Opened by the staff user. */
  staff?: boolean;
  /** What to click once the screen is there (a dialog, a tab), by role and name. */
  open?: (page: Page) => Promise<void>;
}

const click = (role: 'button' | 'tab' | 'link' | 'menuitem', name: string | RegExp) => async (page: Page) => {
  await page.getByRole(role, { name }).first().click();
  await page.waitForTimeout(400);
};

const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'chat', path: '/chat' },
  { name: 'income-period', path: '/income', open: click('button', /Egendefinert|Periode/) },
  { name: 'email-templates', path: '/emails/templates' },
  {
    name: 'email-templates-create',
    path: '/emails/templates',
    open: click('button', /Ny mal|Lag ny|Ny e-post/),
  },
  { name: 'email-campaigns', path: '/emails/campaigns' },
  { name: 'flows', path: '/flows' },
  { name: 'popups', path: '/popups' },
  { name: 'popups-create', path: '/popups', open: click('button', /Ny popup/) },
  { name: 'contentbuilder', path: '/contentbuilder' },
  { name: 'discounts', path: '/discounts/codes' },
  { name: 'settings-email-sender', path: '/settings/email-sender' },
  { name: 'settings-api-keys', path: '/settings/api-keys' },
  { name: 'staff-sending', path: '/staff/sending', staff: true },
  { name: 'staff-customers', path: '/staff/customers', staff: true },
];

async function signIn(page: Page, base: string, email: string): Promise<string> {
  await page.goto(`${base}/pub-v2/login`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill('Demo1234!');
  await page.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return button !== null && !button.disabled;
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  const session = (await (await answer).json()) as { account_id: number | null };
  await page.waitForLoadState('networkidle');
  return session.account_id === null ? '' : `/${session.account_id}`;
}

async function main() {
  const [outDir = '/tmp/shots', filter = ''] = process.argv.slice(2);
  mkdirSync(outDir, { recursive: true });
  const server = await ServerProcess.start({ SEED_DEMO: '1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const width of WIDTHS) {
      for (const staff of [false, true]) {
        const screens = SCREENS.filter(
          (screen) => Boolean(screen.staff) === staff && screen.name.includes(filter),
        );
        if (screens.length === 0) continue;
        const context = await browser.newContext({ locale: 'nb-NO', viewport: { width, height: 900 } });
        const page = await context.newPage();
        const prefix = await signIn(page, server.url, staff ? 'staff@demo.no' : 'eier@demo.no');
        for (const screen of screens) {
          const file = path.join(outDir, `${screen.name}-${width}.png`);
          try {
            await page.goto(`${server.url}/pub-v2${prefix}${screen.path}`);
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(600);
            await screen.open?.(page);
            await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
            console.log(file);
          } catch (error) {
            console.log(`${screen.name} at ${width}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
