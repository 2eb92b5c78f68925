import type { CatalogueProduct, CustomResult, Keyword, SessionAnswer, Synonym } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';
import { deleteByApi, signInDemoOwner } from './search-helpers';

/**
 * The search tuning screens on Demo Sko AS (a fresh shop has no search package). Every word is unique to
 * this run, and whatever the tests create is deleted again (in the screens, and in afterAll as a safety net).
 */
const fresh = useFreshPages();
const stamp = Date.now().toString(36);
const unique = (prefix: string) => `${prefix}${stamp}`;
let owner: SessionAnswer;

beforeAll(async () => {
  owner = await signInDemoOwner();
});

afterAll(async () => {
  const keywords = (await callApi<{ data: Keyword[] }>('/search/keywords', owner)).data;
  for (const keyword of keywords.filter((item) => item.keyword.endsWith(stamp)))
    await deleteByApi(`/search/keywords/${keyword.id}`, owner);
  const synonyms = (await callApi<{ data: Synonym[] }>('/search/synonyms', owner)).data;
  for (const synonym of synonyms.filter((item) =>
    [item.word, ...item.synonyms].some((word) => word.endsWith(stamp)),
  ))
    await deleteByApi(`/search/synonyms/${synonym.id}`, owner);
  const custom = (await callApi<{ data: CustomResult[] }>('/search/custom-results', owner)).data;
  for (const result of custom.filter((item) => item.phrase.endsWith(stamp)))
    await deleteByApi(`/search/custom-results/${result.id}`, owner);
});

/** The test box beside every tuning screen. */
const testBox = (page: Page) => page.getByRole('complementary');

async function searchInTestBox(page: Page, text: string) {
  await testBox(page).getByRole('searchbox', { name: 'Søketekst' }).fill(text);
}

/** Confirms the delete dialog and waits for the list screen. */
async function deleteOnScreen(page: Page, dialogName: string, listPath: string) {
  await page.getByRole('button', { name: 'Slett', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expectAccessible(page, `the "${dialogName}" dialog`);
  await dialog.getByRole('button', { name: 'Slett', exact: true }).click();
  await page.waitForURL(`**/1${listPath}`);
}

describe('search tuning screens', { timeout: 120_000 }, () => {
  it('creates a keyword, sees its content in the test box, and deletes it', async () => {
    const word = unique('e2eord');
    const content = `Ukens tilbud ${stamp}: to par for én.`;
    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/keywords');
    await page.getByRole('table', { name: 'Søkeord' }).waitFor();
    await expectAccessible(page, 'the keywords list');

    await page.getByRole('link', { name: 'Nytt søkeord' }).click();
    await page.getByRole('textbox', { name: /^Søkeord/ }).fill(word);
    await page.getByRole('textbox', { name: /^Innhold/ }).fill(content);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(new RegExp(`/1/search/keywords/[^/]+/${word}$`));
    // The test box is prefilled with the word, and asks again after the save.
    await testBox(page).getByText(content).waitFor();
    await expectAccessible(page, 'the keyword editor');

    // The same word again is refused on the field.
    await page.getByRole('link', { name: 'Tilbake til søkeordene' }).click();
    await page
      .getByRole('row', { name: new RegExp(word) })
      .getByText(/Ukens tilbud/)
      .waitFor();
    await page.getByRole('link', { name: 'Nytt søkeord' }).click();
    await page.getByRole('textbox', { name: /^Søkeord/ }).fill(word.toUpperCase());
    await page.getByRole('textbox', { name: /^Innhold/ }).fill('Noe annet');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Søkeordet finnes allerede.').waitFor();

    await page.getByRole('link', { name: 'Tilbake til søkeordene' }).click();
    await page.getByRole('link', { name: word, exact: true }).click();
    await deleteOnScreen(page, 'Slette søkeordet?', '/search/keywords');
    await page.getByRole('table', { name: 'Søkeord' }).waitFor();
    // The list shows what it had while it asks again after the delete.
    await expect.poll(() => page.getByRole('link', { name: word, exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('creates a two-way synonym: a search for the synonym finds the word’s products', async () => {
    // A word of a real product's name, that no synonym uses yet: the new synonym must find it both ways.
    const products = (await callApi<{ data: CatalogueProduct[] }>('/products?per_page=50', owner)).data;
    const taken = new Set(
      (await callApi<{ data: Synonym[] }>('/search/synonyms', owner)).data.map((item) => item.word),
    );
    const word = products
      .flatMap((product) => product.name.toLowerCase().split(/[^a-zæøå]+/))
      .find((part) => part.length >= 4 && !taken.has(part));
    expect(word).toBeDefined();
    const synonym = unique('e2esyn');

    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/synonyms');
    await page.getByRole('table', { name: 'Synonymer' }).waitFor();
    await expectAccessible(page, 'the synonyms list');

    // Before: the made-up word finds nothing.
    await searchInTestBox(page, synonym);
    await testBox(page).getByRole('status').getByText('Ingen produkter funnet').waitFor();

    await page.getByRole('link', { name: 'Nytt synonym' }).click();
    await page.getByRole('textbox', { name: /^Ord/ }).fill(word ?? '');
    await page.getByRole('textbox', { name: 'Nytt synonym' }).fill(synonym);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Fjern synonymet ${synonym}` }).waitFor();
    expect(await page.getByRole('switch', { name: 'Begge veier' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(/\/1\/search\/synonyms\/[^/]+\/[^/]+$/);

    await searchInTestBox(page, synonym);
    await testBox(page)
      .getByRole('status')
      .getByText(/^\d+ produkte?r? funnet$/)
      .waitFor();
    expect(
      await testBox(page).getByRole('list', { name: 'Produkter' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page, 'the synonym editor');

    await deleteOnScreen(page, 'Slette synonymet?', '/search/synonyms');
    expect(problems).toEqual([]);
  });

  it('creates a custom result that replaces the result with a pinned product', async () => {
    const phrase = unique('e2efrase');
    const [product] = (await callApi<{ data: CatalogueProduct[] }>('/products?search=sko&per_page=1', owner))
      .data;
    expect(product).toBeDefined();
    const name = product?.name ?? '';

    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/custom');
    await page.getByRole('link', { name: 'Nytt egendefinert resultat' }).waitFor();
    await expectAccessible(page, 'the custom results list');

    await page.getByRole('link', { name: 'Nytt egendefinert resultat' }).click();
    await page.getByRole('textbox', { name: /^Søkefrase/ }).fill(phrase);
    await page.getByRole('radio', { name: 'Bare de valgte produktene' }).check();
    await page.getByRole('searchbox', { name: 'Finn et produkt som skal vises' }).fill(name);
    await page
      .getByRole('button', { name: `Legg til ${name} blant produktene som vises` })
      .first()
      .click();
    await page
      .getByRole('list', { name: 'Produkter som vises først' })
      .getByText(name, { exact: true })
      .waitFor();
    await expectAccessible(page, 'the custom result editor with a product picked');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(/\/1\/search\/custom\/[^/]+$/);

    // The test box is prefilled with the phrase: only the pinned product.
    const found = testBox(page).getByRole('list', { name: 'Produkter' }).getByRole('listitem');
    await found.first().getByText('Festet').waitFor();
    expect(await found.count()).toBe(1);
    expect(await found.first().textContent()).toContain(name);
    await expectAccessible(page, 'the saved custom result');

    await page.getByRole('link', { name: 'Tilbake til de egendefinerte resultatene' }).click();
    const row = page.getByRole('row', { name: new RegExp(phrase) });
    await row.getByText('Erstatter').waitFor();
    await row.getByRole('link', { name: phrase }).click();
    await deleteOnScreen(page, 'Slette det egendefinerte resultatet?', '/search/custom');
    expect(problems).toEqual([]);
  });

  it('lists a public search without results, and "Lag synonym" starts a synonym for it', async () => {
    const phrase = unique('finnesikke');
    const searched = await fetch(`${baseUrl()}/api/public/search/1?q=${encodeURIComponent(phrase)}`);
    expect(searched.status).toBe(200);
    expect(((await searched.json()) as { total: number }).total).toBe(0);

    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/history/noresult');
    const row = page.getByRole('row', { name: new RegExp(phrase) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Nei');
    await expectAccessible(page, 'the no-result history');

    await row.getByRole('link', { name: `Lag synonym for ${phrase}` }).click();
    await page.waitForURL(`**/1/search/synonyms/new?word=${phrase}`);
    expect(await page.getByRole('textbox', { name: /^Ord/ }).inputValue()).toBe(phrase);
    await expectAccessible(page, 'a new synonym from the history');
    expect(problems).toEqual([]);
  });
});
