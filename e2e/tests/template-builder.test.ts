import type { RecommendationTemplate, SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

/**
 * The owner's way to a template of their own (issue 31): the template list by the navigation, a new template
 * from the grid default, its HTML changed in the code editor and seen in the preview, saved with Ctrl+S as
 * version 2. Demo Sko AS (account 1) has the package; the template made here is deleted afterwards.
 */
const fresh = useFreshPages();
let owner: SessionAnswer;
const templateName = `E2E-mal ${Date.now().toString(36)}`;
const MARK = 'Hei fra malbyggeren';

beforeAll(async () => {
  owner = await signInByApi('eier@demo.no');
  expect(owner.account_id).toBe(1);
});

afterAll(async () => {
  const templates = (await callApi<{ data: RecommendationTemplate[] }>('/templates', owner)).data;
  for (const template of templates.filter((one) => one.name === templateName && one.id !== null)) {
    await fetch(`${baseUrl()}/api/templates/${template.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.access_token}`, 'authorized-account': '1' },
    });
  }
});

/** Screenshots for a person to look at, when SCREENSHOT_DIR is given. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('a recommendation template of its own', () => {
  it('is made from the grid, changed in the code editor, previewed and saved with Ctrl+S', async () => {
    // Nothing pre-answered: the owner meets the panel as a new person does.
    const { page, problems } = await fresh();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openAs(page, owner, '/dashboard');
    const navigation = page.getByRole('navigation', { name: 'Hovednavigasjon' });
    const templatesLink = navigation.getByRole('link', { name: 'Anbefalingsmaler' });
    if (!(await templatesLink.isVisible()))
      await navigation.getByRole('button', { name: 'Anbefalinger' }).click();
    await templatesLink.click();
    await page.waitForURL(/\/1\/templates\/rec$/);
    const table = page.getByRole('table', { name: 'Maler' });
    await table.getByRole('cell', { name: 'Rutenett', exact: true }).waitFor();
    await expectAccessible(page, 'the recommendation templates');
    await keepScreenshot(page, 'template-list-1400');

    await page.getByRole('button', { name: 'Ny mal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny mal' });
    await dialog.getByRole('button', { name: 'Lag malen' }).click();
    await dialog.getByText('Malen må ha et navn.').waitFor();
    await dialog.getByRole('textbox', { name: /^Navn/ }).fill(templateName);
    expect(await dialog.getByRole('combobox', { name: 'Start fra' }).textContent()).toContain('Rutenett');
    await dialog.getByRole('button', { name: 'Lag malen' }).click();
    await page.waitForURL(/\/1\/template\/builder\/\d+\/rec$/);
    await page.getByRole('heading', { level: 1, name: 'Malbygger' }).waitFor();
    await page.getByText('Versjon 1', { exact: true }).first().waitFor();

    const desktop = page.frameLocator('[data-testid="template-drawn-desktop"]');
    await desktop.locator('a[data-bp-product]').first().waitFor();
    expect(await desktop.getByText(MARK).count()).toBe(0);

    // Typed as a person types: at the end of the HTML editor.
    const html = page.getByTestId('code-editor-html').locator('.cm-content');
    await html.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`<p>${MARK}`);
    await desktop.getByText(MARK).waitFor();
    await page.getByText('Ulagrede endringer').first().waitFor();

    await page.keyboard.press('Control+s');
    await page.getByText('Malen er lagret som versjon 2.').waitFor();
    const versions = page.getByRole('list', { name: 'Versjoner' });
    await versions.getByText('Versjon 2', { exact: true }).waitFor();
    await versions.getByRole('button', { name: 'Gjenopprett versjon 1' }).waitFor();
    const saved = (await callApi<{ data: RecommendationTemplate[] }>('/templates', owner)).data.find(
      (template) => template.name === templateName,
    );
    expect(saved?.version).toBe(2);
    expect(saved?.html).toContain(MARK);

    // The same template drawn with a real widget's answer on a product's page, as the shop would get it.
    const drawnIds = () =>
      desktop
        .locator('a[data-bp-product]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-bp-product')));
    expect((await drawnIds()).every((id) => id?.startsWith('eksempel'))).toBe(true);
    await page.getByRole('combobox', { name: 'Produkter fra' }).click();
    await page.getByRole('option', { name: /^andre-kjopte/ }).click();
    await page.getByRole('searchbox', { name: 'Finn produktet siden handler om' }).fill('støvel');
    const pick = page.getByRole('button', { name: /^Legg til .+ som produktsiden$/ }).first();
    const picked = ((await pick.getAttribute('aria-label')) ?? '').replace(
      /^Legg til (.+) som produktsiden$/,
      '$1',
    );
    await pick.click();
    await page.getByRole('list', { name: 'Produktsiden' }).getByText(picked).waitFor();
    await expect
      .poll(async () => {
        const ids = await drawnIds();
        return ids.length > 0 && ids.every((id) => !id?.startsWith('eksempel'));
      })
      .toBe(true);
    // The phone's frame draws the same answer.
    const phone = page.frameLocator('[data-testid="template-drawn-phone"]');
    await expect
      .poll(() =>
        phone
          .locator('a[data-bp-product]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('data-bp-product'))),
      )
      .toEqual(await drawnIds());
    // Never the product the page is about.
    expect(await desktop.getByText(picked, { exact: true }).count()).toBe(0);
    await expect.poll(() => desktop.getByText(MARK).count()).toBe(1);

    await expectAccessible(page, 'the template builder');
    await keepScreenshot(page, 'template-builder-1400');
    await page.setViewportSize({ width: 320, height: 800 });
    await keepScreenshot(page, 'template-builder-320');
    await page.getByRole('link', { name: 'Tilbake til malene' }).click();
    await page.waitForURL(/\/1\/templates\/rec$/);
    await page.getByText(templateName).first().waitFor();
    await expectAccessible(page, 'the recommendation templates at 320 px');
    await keepScreenshot(page, 'template-list-320');
    expect(problems).toEqual([]);
  });
});
