import type { SearchAnswer } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLog, shopDomains } from '../src/db/schema';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { shopWithKey } from './income-helpers';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;
let visitor: TestClient;

const product = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  external_id: id,
  name,
  price: 499,
  ...extra,
});

const search = (account: number, q: string, extra = '') =>
  visitor.get<SearchAnswer>(`/api/public/search/${account}?q=${encodeURIComponent(q)}${extra}`);
const ids = async (q: string, extra = '') => {
  const answer = await search(shop.account.id, q, extra);
  expect(answer.status).toBe(200);
  return answer.body.products.map((hit) => hit.product_id);
};

beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    SEARCH_MAX_PER_IP_PER_MINUTE: '5000',
    LOG_LEVEL: 'error',
  });
  shop = await shopWithKey(t, ['PACKAGE_SEARCH', 'PACKAGE_DASHBOARD']);
  other = await shopWithKey(t, ['PACKAGE_SEARCH', 'PACKAGE_DASHBOARD']);
  visitor = new TestClient(t.url);
  await shop.ingest('/api/ingest/products', [
    product('J1', 'Joggesko Air', { brand: 'Nike', category: 'Sko' }),
    product('J2', 'Joggesko Trail', { brand: 'Salomon', category: 'Sko', in_stock: false }),
    product('S1', 'Sko til fest', { category: 'Sko' }),
    product('S2', 'Fotballsko Predator', { brand: 'Adidas', category: 'Sko', sale_price: 399 }),
    product('B1', 'Bukse i ull', { category: 'Klær' }),
    product('G1', 'Genser', { category: 'Klær', sku: 'GEN-100' }),
    product('L1', 'Løpesko Pro', { brand: 'Asics', category: 'Sko' }),
  ]);
  await other.ingest('/api/ingest/products', [
    product('X1', 'Joggesko Hemmelig', { category: 'Sko' }),
    product('X2', 'Sneakers Hemmelig'),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('the public search', () => {
  it('finds Norwegian inflections, compounds, prefixes and typos', async () => {
    expect(await ids('sko')).toEqual(expect.arrayContaining(['S1', 'J1', 'J2', 'S2', 'L1']));
    expect(await ids('skoene')).toEqual(expect.arrayContaining(['S1']));
    expect((await ids('joggesko')).slice(0, 2).sort()).toEqual(['J1', 'J2']);
    expect((await ids('jogesko')).slice(0, 2).sort()).toEqual(['J1', 'J2']);
    expect((await ids('jogg')).slice(0, 2).sort()).toEqual(['J1', 'J2']);
    expect(await ids('buksene')).toEqual(['B1']);
    expect(await ids('gen-100')).toEqual(['G1']);
  });

  it('ranks products in stock before those sold out, other things equal', async () => {
    expect(await ids('joggesko')).toEqual(['J1', 'J2']);
  });

  it('suggests completions as you type', async () => {
    const answer = await search(shop.account.id, 'jo');
    expect(answer.body.suggestions).toContain('joggesko');
  });

  it('never returns another account’s products', async () => {
    const answer = await search(shop.account.id, 'hemmelig');
    expect(answer.body).toMatchObject({ total: 0, products: [] });
    const theirs = await search(other.account.id, 'joggesko');
    expect(theirs.body.products.map((hit) => hit.product_id)).toEqual(['X1']);
  });

  it('refuses a search text that is too short, with the catalogue message', async () => {
    const answer = await visitor.get<ApiError>(`/api/public/search/${shop.account.id}?q=a`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ q: 'Søketeksten må være lengre enn 1 tegn.' });
    expect((await visitor.get<ApiError>(`/api/public/search/${shop.account.id}`)).status).toBe(400);
  });

  it('answers 404 for an unknown account and one without the search package', async () => {
    expect((await search(2_000_000_000, 'sko')).status).toBe(404);
    const noSearch = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await search(noSearch.account.id, 'sko')).status).toBe(404);
    const panel = await noSearch.panel.get<ApiError>('/api/search/keywords');
    expect(panel.status).toBe(403);
  });

  it('lets the shop’s own pages read it cross-origin and refuses other origins', async () => {
    await t.database.db.insert(shopDomains).values({ accountId: shop.account.id, host: 'sok.example.no' });
    const path = `/api/public/search/${shop.account.id}?q=sko`;
    const allowed = await visitor.get(path, { origin: 'https://sok.example.no' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://sok.example.no');
    const foreign = await visitor.get(path, { origin: 'https://evil.example.com' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('shows a new product at once after it is ingested', async () => {
    expect(await ids('regnjakke')).toEqual([]);
    await shop.ingest('/api/ingest/products', [product('R1', 'Regnjakke', { category: 'Klær' })]);
    expect(await ids('regnjakke')).toEqual(['R1']);
  });
});

describe('compound plurals and words typed without æ, ø and å', () => {
  it('finds støvler for støvel and sykler for sykkel, inside compounds and back, and stoevler, blaa and aere', async () => {
    const boots = await shopWithKey(t, ['PACKAGE_SEARCH']);
    const rival = await shopWithKey(t, ['PACKAGE_SEARCH']);
    await boots.ingest('/api/ingest/products', [
      product('V1', 'Vinterstøvel Polar', { category: 'Vintersko' }),
      product('V2', 'Vinterstøvler Nord', { category: 'Vintersko' }),
      product('G1', 'Gummistøvler barn', { category: 'Barnesko' }),
      product('C1', 'Barnesykkel 16 tommer', { category: 'Sykler' }),
      product('C2', 'Barnesykler på lager', { category: 'Sykler' }),
      product('S1', 'Blå sandal', { category: 'Sandaler' }),
      product('E1', 'Ære være sko'),
    ]);
    await rival.ingest('/api/ingest/products', [product('R1', 'Vinterstøvler Hemmelig')]);
    const found = async (q: string) => {
      const answer = await search(boots.account.id, q);
      expect(answer.status).toBe(200);
      return answer.body.products.map((hit) => hit.product_id).sort();
    };
    // Each of these is two edits or more from the catalogue's word, beyond the typo tolerance.
    expect(await found('vinterstøvel')).toEqual(['V1', 'V2']);
    expect(await found('vinterstøvler')).toEqual(['V1', 'V2']);
    expect(await found('støvel')).toEqual(['G1', 'V1', 'V2']);
    expect(await found('barnesykler')).toEqual(['C1', 'C2']);
    expect(await found('barnesykkel')).toEqual(['C1', 'C2']);
    expect(await found('stoevler')).toEqual(['G1', 'V1', 'V2']);
    expect(await found('vinterstoevel')).toEqual(['V1', 'V2']);
    expect(await found('stovler')).toEqual(['G1', 'V1', 'V2']);
    expect(await found('blaa sandal')).toEqual(['S1']);
    expect(await found('bla sandaler')).toEqual(['S1']);
    expect(await found('aere')).toEqual(['E1']);
    expect(await found('barnesykler pa lager')).toEqual(['C2']);
    // The other account's boots are never among them.
    expect((await search(rival.account.id, 'stoevler')).body.products.map((hit) => hit.product_id)).toEqual([
      'R1',
    ]);
  });
});

describe('tuning', () => {
  it('expands synonyms both ways, or one way', async () => {
    expect(await ids('sneakers')).toEqual([]);
    const created = await shop.panel.post<{ data: { id: string } }>('/api/search/synonyms', {
      word: 'Sneakers',
      synonyms: ['joggesko'],
      two_way: true,
    });
    expect(created.status).toBe(201);
    expect((await ids('sneakers')).sort()).toEqual(['J1', 'J2']);

    // Both ways: 'joggesko' now also finds products named sneakers.
    await shop.ingest('/api/ingest/products', [product('N1', 'Sneakers Classic')]);
    expect(await ids('joggesko')).toContain('N1');

    const oneWay = await shop.panel.put(`/api/search/synonyms/${created.body.data.id}`, {
      word: 'sneakers',
      synonyms: ['joggesko'],
      two_way: false,
    });
    expect(oneWay.status).toBe(200);
    expect(await ids('joggesko')).not.toContain('N1');
    expect(await ids('sneakers')).toEqual(expect.arrayContaining(['J1', 'J2', 'N1']));

    expect((await shop.panel.delete(`/api/search/synonyms/${created.body.data.id}`)).status).toBe(204);
    expect(await ids('sneakers')).toEqual(['N1']);
  });

  it('pins products with a custom result that merges, and shows only them when it replaces', async () => {
    const created = await shop.panel.post<{ data: { id: string; included: unknown[]; phrases: string[] } }>(
      '/api/search/custom-results',
      { phrase: 'sko, fottøy', comma_separated: true, merge: true, included: ['B1', 'G1'], excluded: ['S1'] },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.phrases).toEqual(['sko', 'fottøy']);
    expect(created.body.data.included).toEqual([
      { product_id: 'B1', name: 'Bukse i ull', exists: true },
      { product_id: 'G1', name: 'Genser', exists: true },
    ]);

    const merged = await search(shop.account.id, 'Sko');
    const mergedIds = merged.body.products.map((hit) => hit.product_id);
    expect(mergedIds.slice(0, 2)).toEqual(['B1', 'G1']);
    expect(merged.body.products.slice(0, 2).every((hit) => hit.pinned)).toBe(true);
    expect(mergedIds).toContain('J1');
    expect(mergedIds).not.toContain('S1');
    expect(merged.body.custom_result).toEqual({ id: created.body.data.id, merge: true });
    expect(await ids('fottøy')).toEqual(['B1', 'G1']);

    await shop.panel.put(`/api/search/custom-results/${created.body.data.id}`, {
      phrase: 'sko, fottøy',
      comma_separated: true,
      merge: false,
      included: ['G1'],
      excluded: ['S1'],
    });
    expect(await ids('sko')).toEqual(['G1']);
    // Only the phrase itself: a longer query searches normally, and the excluded product is back.
    expect(await ids('sko til fest')).toContain('S1');

    expect((await shop.panel.delete(`/api/search/custom-results/${created.body.data.id}`)).status).toBe(204);
    expect(await ids('sko')).toContain('S1');
  });

  it('never returns an excluded product, even when it is also asked for by a synonym', async () => {
    const rule = await shop.panel.post<{ data: { id: string } }>('/api/search/custom-results', {
      phrase: 'løpesko',
      excluded: ['L1'],
    });
    expect(await ids('løpesko')).not.toContain('L1');
    expect(await ids('løpesko', '&limit=100')).not.toContain('L1');
    await shop.panel.delete(`/api/search/custom-results/${rule.body.data.id}`);
  });

  it('shows keyword content for a search word in the query', async () => {
    const created = await shop.panel.post<{ data: { id: string } }>('/api/search/keywords', {
      keyword: 'Retur',
      content: 'Fri retur i 30 dager.',
    });
    expect(created.status).toBe(201);
    const answer = await search(shop.account.id, 'retur av sko');
    expect(answer.body.keywords).toEqual([{ keyword: 'retur', content: 'Fri retur i 30 dager.' }]);
    expect((await search(other.account.id, 'retur')).body.keywords).toEqual([]);
    await shop.panel.delete(`/api/search/keywords/${created.body.data.id}`);
  });

  it('follows the settings: field weights, number of results, language and typo tolerance', async () => {
    const settings = await shop.panel.get<{ data: { details: Record<string, unknown> } }>(
      '/api/search/settings',
    );
    expect(settings.body.data.details).toEqual({
      results: 24,
      suggestions: 5,
      language: 'nb',
      typo_tolerance: true,
    });

    expect(await ids('nike')).toEqual(['J1']);
    await shop.panel.put('/api/search/settings/fields', { name: 10, brand: 0, category: 3, sku: 8 });
    expect(await ids('nike')).toEqual([]);
    await shop.panel.put('/api/search/settings/fields', { name: 10, brand: 5, category: 3, sku: 8 });

    await shop.panel.put('/api/search/settings/details', {
      results: 1,
      suggestions: 0,
      language: 'none',
      typo_tolerance: false,
    });
    const strict = await search(shop.account.id, 'joggesko');
    expect(strict.body.products).toHaveLength(1);
    expect(strict.body.total).toBe(2);
    expect(strict.body.suggestions).toEqual([]);
    expect(await ids('jogesko')).toEqual([]);
    expect(await ids('buksene')).toEqual([]);
    await shop.panel.put('/api/search/settings/details', {
      results: 24,
      suggestions: 5,
      language: 'nb',
      typo_tolerance: true,
    });
    expect(await ids('buksene')).toEqual(['B1']);
  });

  it('filters and styles by search widget', async () => {
    const created = await shop.panel.post('/api/search/widgets', {
      id: 'topp@sok-1',
      in_stock_only: true,
      number_of_products: 1,
      primary_color: '#112233',
    });
    expect(created.status).toBe(201);
    const answer = await search(shop.account.id, 'joggesko', '&widget=topp@sok-1');
    expect(answer.body.products.map((hit) => hit.product_id)).toEqual(['J1']);
    expect(answer.body.total).toBe(1);
    expect(answer.body.widget).toMatchObject({
      id: 'topp@sok-1',
      primary_color: '#112233',
      template: 'search-overlay',
    });
    expect((await search(shop.account.id, 'joggesko', '&widget=ukjent')).body.widget).toBeNull();
    // Another account cannot read, change or delete it.
    other.panel.account = other.account.id;
    expect((await other.panel.get('/api/search/widgets/topp@sok-1')).status).toBe(404);
    expect((await other.panel.put('/api/search/widgets/topp@sok-1', {})).status).toBe(404);
    expect((await other.panel.delete('/api/search/widgets/topp@sok-1')).status).toBe(404);
    expect((await search(other.account.id, 'joggesko', '&widget=topp@sok-1')).body.widget).toBeNull();
    expect((await shop.panel.delete('/api/search/widgets/topp@sok-1')).status).toBe(204);
  });

  it('logs searches without results into the no-result history', async () => {
    const phrase = `finnesikke${Date.now()}`;
    await search(shop.account.id, phrase);
    await search(shop.account.id, phrase.toUpperCase());
    await search(shop.account.id, 'joggesko');
    const history = await shop.panel.get<{ data: Array<Record<string, unknown>> }>(
      '/api/search/history/noresult',
    );
    expect(history.status).toBe(200);
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ phrase, searches: 2, has_results_now: false }),
    );
    expect(history.body.data.map((row) => row.phrase)).not.toContain('joggesko');
    // A synonym makes the phrase find something now.
    const synonym = await shop.panel.post<{ data: { id: string } }>('/api/search/synonyms', {
      word: phrase,
      synonyms: ['genser'],
    });
    const after = await shop.panel.get<{ data: Array<Record<string, unknown>> }>(
      '/api/search/history/noresult',
    );
    expect(after.body.data).toContainEqual(expect.objectContaining({ phrase, has_results_now: true }));
    // The test box is not logged, and another account sees none of it.
    await shop.panel.get(`/api/search/test?q=${phrase}x`);
    const again = await shop.panel.get<{ data: Array<Record<string, unknown>> }>(
      '/api/search/history/noresult',
    );
    expect(again.body.data.map((row) => row.phrase)).not.toContain(`${phrase}x`);
    const theirs = await other.panel.get<{ data: Array<{ phrase: string }> }>('/api/search/history/noresult');
    expect(theirs.body.data.map((row) => row.phrase)).not.toContain(phrase);
    await shop.panel.delete(`/api/search/synonyms/${synonym.body.data.id}`);
  });

  it('answers the test box like the shop, behind the panel’s session', async () => {
    const answer = await shop.panel.get<SearchAnswer>('/api/search/test?q=jogesko');
    expect(answer.status).toBe(200);
    expect(answer.body.products[0]?.product_id).toBe('J1');
    expect((await visitor.get('/api/search/test?q=sko')).status).toBe(401);
  });
});

describe('several instances', () => {
  it('shows a change made on one instance on the next search on another', async () => {
    const second = await startTestApp({ SEARCH_MAX_PER_IP_PER_MINUTE: '5000' }, t);
    const elsewhere = new TestClient(second.url);
    const searchThere = async (q: string) =>
      (await elsewhere.get<SearchAnswer>(`/api/public/search/${shop.account.id}?q=${q}`)).body.products.map(
        (hit) => hit.product_id,
      );
    expect(await searchThere('paraply')).toEqual([]);
    // Both instances have built their index and tuning; now change both through the first one.
    await shop.ingest('/api/ingest/products', [product('U1', 'Paraply')]);
    const synonym = await shop.panel.post<{ data: { id: string } }>('/api/search/synonyms', {
      word: 'regnskjerm',
      synonyms: ['paraply'],
    });
    expect(await searchThere('paraply')).toEqual(['U1']);
    expect(await searchThere('regnskjerm')).toEqual(['U1']);
    await shop.panel.delete(`/api/search/synonyms/${synonym.body.data.id}`);
    expect(await searchThere('regnskjerm')).toEqual([]);
    await second.close();
  });

  it('gives a phrase to one custom result when two claim it at once', async () => {
    const [a, b] = await Promise.all(
      ['a', 'b'].map(() =>
        shop.panel.post<{ data: { id: string } }>('/api/search/custom-results', { phrase: 'samtidig' }),
      ),
    );
    const statuses = [a?.status, b?.status].sort();
    expect(statuses).toEqual([201, 400]);
    const winner = a?.status === 201 ? a : b;
    await shop.panel.delete(`/api/search/custom-results/${winner?.body.data.id}`);
  });
});

describe('the search log', () => {
  it('is kept as long as the no-result history looks back (90 days), then the privacy job removes it', async () => {
    const day = 86_400_000;
    await t.database.db.insert(searchLog).values([
      {
        accountId: shop.account.id,
        phrase: 'gammelt søk',
        results: 0,
        createdAt: new Date(Date.now() - 91 * day),
      },
      {
        accountId: shop.account.id,
        phrase: 'nyere søk',
        results: 0,
        createdAt: new Date(Date.now() - 89 * day),
      },
    ]);
    const result = await t.app.privacyJob.runNow();
    expect(result?.removed[String(shop.account.id)]?.search_log).toBe(1);
    const left = await t.database.db
      .select({ phrase: searchLog.phrase })
      .from(searchLog)
      .where(and(eq(searchLog.accountId, shop.account.id), eq(searchLog.results, 0)));
    expect(left.map((row) => row.phrase)).toContain('nyere søk');
    expect(left.map((row) => row.phrase)).not.toContain('gammelt søk');
  });
});

describe('bad input and other accounts', () => {
  const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

  it('refuses empty and duplicate keywords and synonyms with the catalogue messages', async () => {
    expect(fieldsOf(await shop.panel.post('/api/search/keywords', { keyword: '  ', content: 'x' }))).toEqual({
      keyword: 'Søkeordet kan ikke være tomt.',
    });
    const first = await shop.panel.post<{ data: { id: string } }>('/api/search/keywords', {
      keyword: 'frakt',
      content: 'Fri frakt over 500 kr.',
    });
    const duplicate = await shop.panel.post('/api/search/keywords', { keyword: ' FRAKT ', content: 'Annet' });
    expect(duplicate.status).toBe(400);
    expect(fieldsOf(duplicate)).toEqual({ keyword: 'Søkeordet finnes allerede.' });
    // The first one is untouched.
    const kept = await shop.panel.get<{ data: { content: string } }>(
      `/api/search/keywords/${first.body.data.id}`,
    );
    expect(kept.body.data.content).toBe('Fri frakt over 500 kr.');

    expect(fieldsOf(await shop.panel.post('/api/search/synonyms', { word: '', synonyms: ['a'] }))).toEqual({
      word: 'Søkeordet og synonymet kan ikke være tomme.',
    });
    expect(fieldsOf(await shop.panel.post('/api/search/synonyms', { word: 'bukse', synonyms: [] }))).toEqual({
      synonyms: 'Søkeordet og synonymet kan ikke være tomme.',
    });
    expect(
      fieldsOf(await shop.panel.post('/api/search/synonyms', { word: 'bukse', synonyms: ['Bukse'] })),
    ).toEqual({
      'synonyms.0': 'Synonymet finnes allerede.',
    });
    const synonym = await shop.panel.post<{ data: { id: string } }>('/api/search/synonyms', {
      word: 'bukse',
      synonyms: ['benklær'],
    });
    expect(
      fieldsOf(await shop.panel.post('/api/search/synonyms', { word: 'bukse', synonyms: ['olabukse'] })),
    ).toEqual({
      word: 'Synonymet finnes allerede.',
    });

    // Another account can neither read, change nor delete them.
    const theirs: Array<[string, unknown]> = [
      [`/api/search/keywords/${first.body.data.id}`, { keyword: 'x', content: 'y' }],
      [`/api/search/synonyms/${synonym.body.data.id}`, { word: 'x', synonyms: ['y'] }],
    ];
    for (const [path, body] of theirs) {
      expect((await other.panel.get(path)).status).toBe(404);
      expect((await other.panel.put(path, body)).status).toBe(404);
      expect((await other.panel.delete(path)).status).toBe(404);
    }
    expect((await other.panel.get<{ data: unknown[] }>('/api/search/keywords')).body.data).toEqual([]);
    await shop.panel.delete(`/api/search/keywords/${first.body.data.id}`);
    await shop.panel.delete(`/api/search/synonyms/${synonym.body.data.id}`);
  });

  it('refuses custom results without a phrase, with a taken phrase, or with unknown products', async () => {
    expect(
      fieldsOf(await shop.panel.post('/api/search/custom-results', { phrase: ' , ', comma_separated: true })),
    ).toEqual({
      phrase: 'Skriv inn en søkefrase.',
    });
    expect(fieldsOf(await shop.panel.post('/api/search/custom-results', {}))).toEqual({
      phrase: 'Skriv inn en søkefrase.',
    });
    // Another account's product is unknown here.
    expect(
      fieldsOf(await shop.panel.post('/api/search/custom-results', { phrase: 'tilbud', included: ['X1'] })),
    ).toEqual({
      'included.0': 'Produktet finnes ikke i katalogen.',
    });
    expect(
      fieldsOf(
        await shop.panel.post('/api/search/custom-results', {
          phrase: 'tilbud',
          included: ['G1'],
          excluded: ['G1'],
        }),
      ),
    ).toEqual({ 'excluded.0': 'Et produkt kan ikke både vises og skjules.' });
    const first = await shop.panel.post<{ data: { id: string } }>('/api/search/custom-results', {
      phrase: 'tilbud',
    });
    expect(first.status).toBe(201);
    expect(
      fieldsOf(
        await shop.panel.post('/api/search/custom-results', {
          phrase: 'salg, TILBUD',
          comma_separated: true,
        }),
      ),
    ).toEqual({ phrase: 'Søkefrasen har allerede et egendefinert resultat.' });
    expect((await other.panel.get(`/api/search/custom-results/${first.body.data.id}`)).status).toBe(404);
    expect((await other.panel.delete(`/api/search/custom-results/${first.body.data.id}`)).status).toBe(404);
    await shop.panel.delete(`/api/search/custom-results/${first.body.data.id}`);
  });

  it('refuses widget ids with other characters, taken ids, and bad settings', async () => {
    expect(fieldsOf(await shop.panel.post('/api/search/widgets', { id: 'søk widget' }))).toEqual({
      id: 'Id-en kan bare inneholde bokstaver, @, - og sifre.',
    });
    await shop.panel.post('/api/search/widgets', { id: 'hoved' });
    expect(fieldsOf(await shop.panel.post('/api/search/widgets', { id: 'hoved' }))).toEqual({
      id: 'Id-en er allerede i bruk.',
    });
    // The same id in another account is that account's own.
    expect((await other.panel.post('/api/search/widgets', { id: 'hoved' })).status).toBe(201);
    await shop.panel.delete('/api/search/widgets/hoved');
    await other.panel.delete('/api/search/widgets/hoved');

    expect(
      fieldsOf(
        await shop.panel.put('/api/search/settings/fields', { name: 0, brand: 0, category: 0, sku: 0 }),
      ),
    ).toEqual({
      name: 'Minst ett felt må ha vekt over 0.',
    });
    expect((await shop.panel.put('/api/search/settings/unknown', {})).status).toBe(404);
    const boosts = await shop.panel.put('/api/search/settings/boosts', { in_stock: 500, on_sale: 10 });
    expect(boosts.status).toBe(400);
    const settings = await shop.panel.get<{ data: { boosts: unknown } }>('/api/search/settings');
    expect(settings.body.data.boosts).toEqual({ in_stock: 50, on_sale: 10 });
  });
});

describe('rate limit', () => {
  it('limits public searches per IP and account', async () => {
    const limited = await startTestApp({ SEARCH_MAX_PER_IP_PER_MINUTE: '3' }, t);
    const client = new TestClient(limited.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.get(`/api/public/search/${shop.account.id}?q=sko`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another account's search box has its own allowance.
    expect((await client.get(`/api/public/search/${other.account.id}?q=sko`)).status).toBe(200);
    await limited.close();
  });

  it('knows an account by one spelling of its id: others are 404 and share no fresh allowance', async () => {
    const limited = await startTestApp({ SEARCH_MAX_PER_IP_PER_MINUTE: '2' }, t);
    const client = new TestClient(limited.url);
    const id = shop.account.id;
    const spellings = [
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `%20${id}`,
      `${id}%20`,
      `+${id}`,
      `${id}e0`,
    ];
    for (const spelling of spellings) {
      expect((await client.get(`/api/public/search/${spelling}?q=sko`)).status, spelling).not.toBe(200);
    }
    expect((await client.get(`/api/public/search/0${id}?q=sko`)).status).toBe(429);
    // The real id kept its own allowance, and other spellings never reached it.
    expect((await client.get(`/api/public/search/${id}?q=sko`)).status).toBe(200);
    expect((await client.get(`/api/public/search/${id}?q=sko`)).status).toBe(200);
    expect((await client.get(`/api/public/search/${id}?q=sko`)).status).toBe(429);
    await limited.close();
  });
});
