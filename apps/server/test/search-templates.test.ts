import type { RecommendationTemplate, SearchAnswer, SearchWidget } from '@butikkpanel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationTemplates, searchWidgets } from '../src/db/schema';
import { createDealer, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { shopWithKey } from './income-helpers';

/**
 * Search templates (issue 31, docs/search.md "Templates"): the defaults listed and copyable, a search widget
 * naming a default, its account's or its dealer's stored search template and nothing else, and the public
 * answer carrying the products drawn with it (made safe), a failing stored template falling back.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;
let visitor: TestClient;
let dealerId: number;

type Answer = { data: RecommendationTemplate };
type ListAnswer = { data: RecommendationTemplate[] };
const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

const search = (account: number, q: string, widget: string) =>
  visitor.get<SearchAnswer>(`/api/public/search/${account}?q=${encodeURIComponent(q)}&widget=${widget}`);

async function created(client: TestClient, body: Record<string, unknown>) {
  const answer = await client.post<Answer>('/api/templates', body);
  if (answer.status !== 201) throw new Error(`template not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    SEARCH_MAX_PER_IP_PER_MINUTE: '5000',
    LOG_LEVEL: 'error',
  });
  shop = await shopWithKey(t, ['PACKAGE_SEARCH', 'PACKAGE_RECOMMENDATIONS']);
  other = await shopWithKey(t, ['PACKAGE_SEARCH']);
  other.panel.account = other.account.id;
  dealerId = await createDealer(t.database.db, { accountIds: [shop.account.id] });
  visitor = new TestClient(t.url);
  await shop.ingest('/api/ingest/products', [
    {
      external_id: 'J1',
      name: 'Joggesko Air',
      price: 999,
      sale_price: 799,
      url: 'https://butikk.example/joggesko-air',
      image_url: 'https://butikk.example/j1.jpg',
    },
    { external_id: 'J2', name: 'Joggesko Trail', price: 1299, in_stock: false },
  ]);
  await other.ingest('/api/ingest/products', [{ external_id: 'X1', name: 'Joggesko Hemmelig', price: 1 }]);
});

afterAll(async () => {
  await t?.close();
});

describe('default search templates', () => {
  it('are listed for every account with the search package, read-only, and can be copied', async () => {
    const list = await other.panel.get<ListAnswer>('/api/templates?kind=search');
    expect(list.status).toBe(200);
    expect(list.body.data.map((entry) => [entry.key, entry.name, entry.owner, entry.editable])).toEqual([
      ['search-overlay', 'Søkeoverlegg', 'default', false],
      ['search-results', 'Søkeresultater', 'default', false],
    ]);
    const copy = await created(other.panel, { name: 'Min søkemal', from: 'search-overlay' });
    expect(copy).toMatchObject({ kind: 'search', owner: 'account', editable: true });
    expect(copy.html).toContain('data-bp-product');
    expect((await other.panel.delete(`/api/templates/${copy.id}`)).status).toBe(204);
  });

  it('draw a widget’s products in the public answer, each product link with data-bp-product', async () => {
    const widget = await shop.panel.post('/api/search/widgets', { id: 'standard' });
    expect(widget.status).toBe(201);
    const answer = await search(shop.account.id, 'joggesko', 'standard');
    expect(answer.status).toBe(200);
    expect(answer.body.widget?.template).toBe('search-overlay');
    const html = answer.body.drawn?.html ?? '';
    expect(html).toContain(
      '<a class="bp-search__product" href="https://butikk.example/joggesko-air" data-bp-product="J1">',
    );
    expect(html).toContain('Produkter');
    // Sale price with the old one beside it, and the sold-out one marked.
    expect(html).toMatch(/799\u00a0kr.*før.*999\u00a0kr/s);
    expect(html).toContain('Utsolgt');
    expect(answer.body.drawn?.css).toContain('.bp-search__product');

    await shop.panel.put('/api/search/widgets/standard', { template: 'search-results', products_per_row: 3 });
    const grid = await search(shop.account.id, 'joggesko', 'standard');
    expect(grid.body.drawn?.html).toContain('Søkeresultater for «joggesko» (2)');
    expect(grid.body.drawn?.css).toContain('repeat(3, minmax(0, 1fr))');
    // Without a widget nothing is drawn: the overlay keeps its own defaults.
    const plain = await visitor.get<SearchAnswer>(`/api/public/search/${shop.account.id}?q=joggesko`);
    expect(plain.body.drawn).toBeNull();
  });

  it('read the widgets saved before the templates: list as the overlay, grid as the results', async () => {
    await t.database.db.insert(searchWidgets).values([
      { accountId: shop.account.id, id: 'gammel-liste', config: { template: 'list' } },
      { accountId: shop.account.id, id: 'gammelt-rutenett', config: { template: 'grid' } },
    ]);
    const widgets = await shop.panel.get<{ data: SearchWidget[] }>('/api/search/widgets');
    const templates = Object.fromEntries(widgets.body.data.map((widget) => [widget.id, widget.template]));
    expect(templates['gammel-liste']).toBe('search-overlay');
    expect(templates['gammelt-rutenett']).toBe('search-results');
  });
});

describe('a stored search template', () => {
  it('draws the widget’s products, made safe, and a failing one falls back to the default', async () => {
    const mine = await created(shop.panel, {
      name: 'Egen søkemal',
      kind: 'search',
      html: '<h3 data-bp-heading>Treff for {{ search.query }}</h3>{% for product in widget.products %}<a href="{{ product.url }}" data-bp-product="{{ product.id }}" onclick="alert(1)">{{ product.name }}</a>{% endfor %}<script>alert(2)</script>',
      css: '.x { color: {{ settings.text_colour }}; }',
    });
    const put = await shop.panel.put('/api/search/widgets/standard', { template: mine.key });
    expect(put.status).toBe(200);
    const answer = await search(shop.account.id, 'joggesko', 'standard');
    const html = answer.body.drawn?.html ?? '';
    expect(html).toContain('Treff for joggesko');
    expect(html).toContain('data-bp-product="J1"');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<script');

    // One that fails when drawn (saved before a stricter engine, say: written here past the save's compile).
    await t.database.db
      .update(recommendationTemplates)
      .set({ html: '{% for product in widget.products %}{{ product.name | no_such_filter }}{% endfor %}' })
      .where(eq(recommendationTemplates.id, mine.id ?? 0));
    const fallback = await search(shop.account.id, 'joggesko', 'standard');
    expect(fallback.status).toBe(200);
    expect(fallback.body.drawn?.html).toContain('bp-search__product');
    expect(fallback.body.drawn?.html).toContain('Produkter');
  });

  it('is not deleted while a search widget names it, and is once none does', async () => {
    const named = await created(shop.panel, {
      name: 'Søkemal i bruk',
      kind: 'search',
      html: '{% for product in widget.products %}<a data-bp-product="{{ product.id }}">{{ product.name }}</a>{% endfor %}',
    });
    expect((await shop.panel.post('/api/search/widgets', { id: 'i-bruk', template: named.key })).status).toBe(
      201,
    );
    const refused = await shop.panel.delete(`/api/templates/${named.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ApiError).error.message).toBe(
      'Malen kan ikke slettes fordi disse widgetene bruker den: «i-bruk» (søk). Velg en annen mal for dem først.',
    );
    // The widget still draws with it.
    expect((await search(shop.account.id, 'joggesko', 'i-bruk')).body.drawn?.html).toContain('Joggesko Air');
    expect((await shop.panel.put('/api/search/widgets/i-bruk', { template: 'search-overlay' })).status).toBe(
      200,
    );
    expect((await shop.panel.delete(`/api/templates/${named.id}`)).status).toBe(204);
  });

  it('of the dealer may be named; another kind or another account’s is refused with a reason on the field', async () => {
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    const dealers = await staff.post<Answer>(`/api/dealers/${dealerId}/templates`, {
      name: 'Forhandlerens søk',
      kind: 'search',
      html: '<p data-bp-heading>Forhandler</p>{% for product in widget.products %}<a data-bp-product="{{ product.id }}">{{ product.name }}</a>{% endfor %}',
    });
    expect(dealers.status).toBe(201);
    const dealerKey = `t${dealers.body.data.id}`;
    expect((await shop.panel.put('/api/search/widgets/standard', { template: dealerKey })).status).toBe(200);
    expect((await search(shop.account.id, 'joggesko', 'standard')).body.drawn?.html).toContain('Forhandler');

    const shopTemplate = await created(shop.panel, {
      name: 'Butikkmal',
      kind: 'shop',
      html: '{% for product in widget.products %}<a data-bp-product="{{ product.id }}">{{ product.name }}</a>{% endfor %}',
    });
    expect(
      fieldsOf(await shop.panel.put('/api/search/widgets/standard', { template: shopTemplate.key })),
    ).toEqual({
      template: 'Malen er ikke en søkemal. Velg en av søkemalene i listen.',
    });
    expect(fieldsOf(await shop.panel.put('/api/search/widgets/standard', { template: 'carousel' }))).toEqual({
      template: 'Malen er ikke en søkemal. Velg en av søkemalene i listen.',
    });
    expect(fieldsOf(await shop.panel.put('/api/search/widgets/standard', { template: 'ukjent' }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });

    const theirs = await created(other.panel, {
      name: 'Hemmelig søkemal',
      kind: 'search',
      html: '{% for product in widget.products %}<a data-bp-product="{{ product.id }}">Hemmelig</a>{% endfor %}',
    });
    expect(fieldsOf(await shop.panel.put('/api/search/widgets/standard', { template: theirs.key }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect(
      fieldsOf(await shop.panel.post('/api/search/widgets', { id: 'ny', template: theirs.key })),
    ).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    // The other account cannot name the dealer's template either (it has no dealer).
    expect(
      fieldsOf(await other.panel.post('/api/search/widgets', { id: 'ny', template: dealerKey })),
    ).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    // The saved widget kept the dealer's template.
    const kept = await shop.panel.get<{ data: SearchWidget }>('/api/search/widgets/standard');
    expect(kept.body.data.template).toBe(dealerKey);
  });
});
