import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';

const fresh = useFreshPages();
const RUN = Date.now().toString(36);
const REMINDER = `Påminnelse ${RUN}`;

let session: SessionAnswer;

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
  // Two cart reminders of the account's own, to pick instead of the ones the template makes.
  for (const name of [REMINDER, `Påminnelse B ${RUN}`]) {
    await callApi('/emails/templates', session, {
      method: 'POST',
      body: {
        name,
        type: 'CART_REMINDER',
        subject: 'Glemte du noe?',
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Handlekurven din venter: {{ cart.total }}</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    });
  }
});

async function openSignedIn(path: string) {
  const testPage = await fresh();
  await goSignedIn(testPage.page, session, path);
  return testPage;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('flows', () => {
  it('builds the abandoned-cart flow from its template, fixes its errors by keyboard, and activates it', async () => {
    const { page } = await openSignedIn('/dashboard');
    // Reached by the navigation, as a user would.
    await page.getByRole('link', { name: 'Flyter', exact: true }).click();
    await heading(page, 'Flyter').waitFor();
    await page.getByRole('button', { name: 'Ny flyt' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Navn/).fill(`Handlekurv ${RUN}`);
    await dialog.getByRole('radio', { name: /Forlatt handlekurv/ }).check();
    await dialog.getByRole('button', { name: 'Opprett og åpne' }).click();
    await heading(page, 'Flytbygger').waitFor();

    // The list view: every step of the template, reachable by the keyboard.
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const steps = page.getByRole('list', { name: 'Stegene i flyten' });
    await steps.waitFor();
    await expect.poll(() => steps.getByRole('button', { name: /^Rediger / }).count()).toBe(8);
    await steps
      .getByRole('button', { name: /^Rediger / })
      .first()
      .focus();
    const reached = new Set<string>();
    for (let press = 0; press < 80 && reached.size < 8; press++) {
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (name.startsWith('Rediger ')) reached.add(name);
      await page.keyboard.press('Tab');
    }
    expect(reached.size).toBe(8);

    // The template made its own two cart reminders and wired them in: nothing to fix.
    await expect.poll(() => page.getByText('Ingen feil').first().isVisible()).toBe(true);
    const activate = page.getByRole('button', { name: 'Aktiver', exact: true });
    await expectAccessible(page, 'flow builder (list view)', ['.react-flow']);

    for (const index of [0, 1]) {
      await steps
        .getByRole('button', { name: /^Rediger \d+ Send e-post/ })
        .nth(index)
        .press('Enter');
      await page.getByRole('combobox', { name: /^E-post/ }).click();
      await page.getByRole('option', { name: REMINDER }).click();
    }
    await expect.poll(() => page.getByText('Ingen feil').first().isVisible()).toBe(true);
    // A dry run before turning it on: what the last 30 days would have done, nothing sent.
    await page.getByRole('button', { name: 'Prøvekjøring', exact: true }).click();
    const dryRun = page.getByRole('dialog', { name: 'Prøvekjøring' });
    await dryRun
      .getByText(/^Siste 30 dager|ingen hendelser/i)
      .first()
      .waitFor();
    await expectAccessible(page, 'dry run', ['.react-flow']);
    await dryRun.getByRole('button', { name: 'Lukk', exact: true }).first().click();
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await page.getByText('Alt er lagret').first().waitFor();
    await activate.click();
    await page.getByText('Flyten er aktivert.').first().waitFor();

    // Its figures on the list: active, nobody in it yet.
    await page.getByRole('link', { name: 'Tilbake til flytene' }).click();
    await heading(page, 'Flyter').waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Handlekurv ${RUN}`) });
    await row.waitFor();
    // The switch says what it does: the active flow's switch turns it off.
    expect(await row.getByLabel(`Deaktiver Handlekurv ${RUN}`).isChecked()).toBe(true);
    await expectAccessible(page, 'flows list');
  });
});
