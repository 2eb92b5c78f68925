import type { RecommendationWidget, SearchProductRef } from '@butikkpanel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createDealer, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { shopWithKey } from './income-helpers';

/**
 * Recommendation widgets in the panel (issue 31): every validation message, dealer-owned widgets read-only
 * and duplicable, staff managing a dealer's widgets, hidden products, and nothing of one account visible to
 * or changeable by another.
 */
let t: TestApp;
const clock = new ManualClock('2026-11-02T09:00:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;
let dealerId: number;
let otherDealerId: number;
let staff: TestClient;

type Answer = { data: RecommendationWidget };
type ListAnswer = { data: RecommendationWidget[] };
const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;
const errorOf = (answer: { body: unknown }) => (answer.body as ApiError).error;

const newDealer = (name: string) => createDealer(t.database.db, { name });

async function shopOfDealer(dealer: number) {
  const made = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
  await t.database.db.update(accounts).set({ dealerId: dealer }).where(eq(accounts.id, made.account.id));
  return made;
}

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', LOG_LEVEL: 'error' }, undefined, { clock });
  dealerId = await newDealer('Forhandler AS');
  otherDealerId = await newDealer('Annen forhandler AS');
  shop = await shopOfDealer(dealerId);
  other = await shopOfDealer(otherDealerId);
  staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
  const product = (id: string, name: string) => ({ external_id: id, name, price: 499 });
  await shop.ingest('/api/ingest/products', [
    product('S1', 'Fjellstøvel'),
    product('S2', 'Ullsokker'),
    product('S3', 'Skokrem'),
  ]);
  await other.ingest('/api/ingest/products', [product('X1', 'Hemmelig vare')]);
});

afterAll(async () => {
  await t?.close();
});

describe('an account’s widgets', () => {
  it('creates a widget with the defaults filled in, and reads, changes and deletes it', async () => {
    const created = await shop.panel.post<Answer>('/api/recommendations', { id: 'andre@kjopte-1' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: 'andre@kjopte-1',
      comment: '',
      type: 'shop',
      algorithm: 'bestsellers',
      template: 'grid',
      number_of_products: 8,
      products_per_row: 4,
      in_stock_only: true,
      on_sale_only: false,
      shuffle: false,
      fill_random: false,
      manual_products: [],
      owner: 'account',
      editable: true,
      created_at: '2026-11-02T09:00:00.000Z',
      updated_at: '2026-11-02T09:00:00.000Z',
    });
    clock.advance(60_000);
    const changed = await shop.panel.put<Answer>('/api/recommendations/andre@kjopte-1', {
      comment: 'Produktside',
      algorithm: 'bought_together',
      template: 'carousel',
      number_of_products: 50,
      products_per_row: 6,
      shuffle: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      comment: 'Produktside',
      algorithm: 'bought_together',
      template: 'carousel',
      number_of_products: 50,
      products_per_row: 6,
      shuffle: true,
      created_at: '2026-11-02T09:00:00.000Z',
      updated_at: '2026-11-02T09:01:00.000Z',
    });
    const read = await shop.panel.get<Answer>('/api/recommendations/andre@kjopte-1');
    expect(read.body.data).toEqual(changed.body.data);
    expect((await shop.panel.delete('/api/recommendations/andre@kjopte-1')).status).toBe(204);
    const gone = await shop.panel.get('/api/recommendations/andre@kjopte-1');
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe('Fant ikke anbefalingen.');
  });

  it('gives an e-mail widget the e-mail grid and a manual widget its products in order', async () => {
    const email = await shop.panel.post<Answer>('/api/recommendations', { id: 'epost', type: 'email' });
    expect(email.body.data).toMatchObject({ type: 'email', template: 'email-grid' });
    const manual = await shop.panel.post<Answer>('/api/recommendations', {
      id: 'utvalgt',
      algorithm: 'manual',
      manual_products: ['S3', 'S1'],
    });
    expect(manual.status).toBe(201);
    expect(manual.body.data.manual_products).toEqual(['S3', 'S1']);
    await shop.panel.delete('/api/recommendations/epost');
    await shop.panel.delete('/api/recommendations/utvalgt');
  });

  it('refuses every bad field with its Norwegian message and saves nothing', async () => {
    const post = (body: Record<string, unknown>) => shop.panel.post('/api/recommendations', body);
    expect(fieldsOf(await post({}))).toEqual({ id: 'Feltet må fylles ut.' });
    expect(fieldsOf(await post({ id: '  ' }))).toEqual({ id: 'Feltet må fylles ut.' });
    expect(fieldsOf(await post({ id: 'andre kjøpte' }))).toEqual({
      id: 'Id-en kan bare inneholde bokstaver, @, - og sifre.',
    });
    expect(fieldsOf(await post({ id: 'a'.repeat(65) }))).toEqual({ id: 'Teksten er for lang.' });
    expect(fieldsOf(await post({ id: 'w', comment: 'x'.repeat(501) }))).toEqual({
      comment: 'Teksten er for lang.',
    });
    expect(fieldsOf(await post({ id: 'w', type: 'sms' }))).toEqual({ type: 'Ugyldig verdi.' });
    expect(fieldsOf(await post({ id: 'w', algorithm: 'magic' }))).toEqual({ algorithm: 'Ugyldig verdi.' });
    for (const number_of_products of [0, 51, 2.5, '8']) {
      expect(fieldsOf(await post({ id: 'w', number_of_products }))).toEqual({
        number_of_products: 'Antall produkter må være et helt tall fra 1 til 50.',
      });
    }
    for (const products_per_row of [0, 7]) {
      expect(fieldsOf(await post({ id: 'w', products_per_row }))).toEqual({
        products_per_row: 'Produkter per rad må være et helt tall fra 1 til 6.',
      });
    }
    expect(fieldsOf(await post({ id: 'w', shuffle: 'ja' }))).toEqual({ shuffle: 'Ugyldig verdi.' });
    expect(fieldsOf(await post({ id: 'w', colour: 'red' }))).toEqual({ colour: 'Feltet er ikke tillatt.' });
    expect(fieldsOf(await post({ id: 'w', template: 'Fancy Grid' }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect(fieldsOf(await post({ id: 'w', template: 'mosaic' }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect(
      (await shop.panel.get<ListAnswer>('/api/recommendations')).body.data.map((w) => w.id),
    ).not.toContain('w');
  });

  it('keeps shop templates out of e-mail widgets and the e-mail template out of the shop', async () => {
    const post = (body: Record<string, unknown>) => shop.panel.post('/api/recommendations', body);
    expect(fieldsOf(await post({ id: 'e', type: 'email', template: 'carousel' }))).toEqual({
      template: 'Malen er laget for butikken og kan ikke brukes i e-post. Velg en e-postmal.',
    });
    expect(fieldsOf(await post({ id: 's', type: 'shop', template: 'email-grid' }))).toEqual({
      template: 'Malen er laget for e-post og kan ikke brukes i butikken. Velg en butikkmal.',
    });
    await post({ id: 'bytt', type: 'shop', template: 'list' });
    const toEmail = await shop.panel.put('/api/recommendations/bytt', { type: 'email', template: 'list' });
    expect(fieldsOf(toEmail)).toEqual({
      template: 'Malen er laget for butikken og kan ikke brukes i e-post. Velg en e-postmal.',
    });
    const kept = await shop.panel.get<Answer>('/api/recommendations/bytt');
    expect(kept.body.data).toMatchObject({ type: 'shop', template: 'list' });
    await shop.panel.delete('/api/recommendations/bytt');
  });

  it('needs products for a manual list, each once, at most 50, all from the catalogue', async () => {
    const post = (body: Record<string, unknown>) =>
      shop.panel.post('/api/recommendations', { id: 'm', algorithm: 'manual', ...body });
    expect(fieldsOf(await post({}))).toEqual({
      manual_products: 'En manuell liste må ha minst ett produkt.',
    });
    expect(fieldsOf(await post({ manual_products: ['S1', 'S2', 'S1'] }))).toEqual({
      'manual_products.2': 'Produktet står to ganger i listen.',
    });
    const many = Array.from({ length: 51 }, (_, index) => `P${index}`);
    expect(fieldsOf(await post({ manual_products: many }))).toEqual({
      manual_products: 'En manuell liste kan ha høyst 50 produkter.',
    });
    // Another account's product is simply not in this catalogue.
    expect(fieldsOf(await post({ manual_products: ['S1', 'X1'] }))).toEqual({
      'manual_products.1': 'Produktet finnes ikke i katalogen.',
    });
  });

  it('refuses an id already used in the account, by the account or its dealer, with the house message', async () => {
    await shop.panel.post('/api/recommendations', { id: 'forside' });
    const again = await shop.panel.post('/api/recommendations', { id: 'forside' });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual({ id: 'Id-en er allerede i bruk.' });
    expect(fieldsOf(await shop.panel.post('/api/recommendations', { id: 'hidden-products' }))).toEqual({
      id: 'Id-en er allerede i bruk.',
    });
    // Unique in the account only: another account may use the same id.
    expect((await other.panel.post('/api/recommendations', { id: 'forside' })).status).toBe(201);
    await shop.panel.delete('/api/recommendations/forside');
    await other.panel.delete('/api/recommendations/forside');

    await staff.post(`/api/dealers/${dealerId}/recommendations`, { id: 'forhandlers' });
    expect(fieldsOf(await shop.panel.post('/api/recommendations', { id: 'forhandlers' }))).toEqual({
      id: 'Id-en er allerede i bruk.',
    });
    await staff.delete(`/api/dealers/${dealerId}/recommendations/forhandlers`);
  });

  it('refuses an account without the recommendations package', async () => {
    const without = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await without.panel.get('/api/recommendations')).status).toBe(403);
    expect((await without.panel.post('/api/recommendations', { id: 'x' })).status).toBe(403);
  });
});

describe('dealer-owned widgets', () => {
  it('shows the dealer’s widgets read-only in its accounts, refuses changes with 403, and duplicates them', async () => {
    const made = await staff.post<Answer>(`/api/dealers/${dealerId}/recommendations`, {
      id: 'populaert-na',
      comment: 'Fra forhandleren',
      algorithm: 'trending',
      template: 'list',
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ owner: 'dealer', editable: true });
    await shop.panel.post('/api/recommendations', { id: 'egen' });

    const list = await shop.panel.get<ListAnswer>('/api/recommendations');
    expect(list.body.data.map((widget) => [widget.id, widget.owner, widget.editable])).toEqual([
      ['egen', 'account', true],
      ['populaert-na', 'dealer', false],
    ]);
    expect((await shop.panel.get<Answer>('/api/recommendations/populaert-na')).body.data).toMatchObject({
      owner: 'dealer',
      editable: false,
      algorithm: 'trending',
    });

    const reason =
      'Anbefalingen eies av forhandleren og kan ikke endres eller slettes her. Dupliser den for å få en kopi du kan endre.';
    const change = await shop.panel.put('/api/recommendations/populaert-na', { comment: 'Min' });
    expect(change.status).toBe(403);
    expect(errorOf(change)).toMatchObject({ code: 'recommendation_dealer_owned', message: reason });
    const remove = await shop.panel.delete('/api/recommendations/populaert-na');
    expect(remove.status).toBe(403);
    expect(errorOf(remove).message).toBe(reason);
    // Not even staff acting on the account change it there: a dealer's widget changes only at the dealer.
    staff.account = shop.account.id;
    expect((await staff.put('/api/recommendations/populaert-na', { comment: 'Min' })).status).toBe(403);
    staff.account = null;

    const copy = await shop.panel.post<Answer>('/api/recommendations/populaert-na/duplicate', {
      id: 'populaert-kopi',
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      id: 'populaert-kopi',
      owner: 'account',
      editable: true,
      comment: 'Fra forhandleren',
      algorithm: 'trending',
      template: 'list',
    });
    const edited = await shop.panel.put<Answer>('/api/recommendations/populaert-kopi', {
      comment: 'Min kopi',
    });
    expect(edited.body.data.comment).toBe('Min kopi');
    const dealerStill = await staff.get<Answer>(`/api/dealers/${dealerId}/recommendations/populaert-na`);
    expect(dealerStill.body.data.comment).toBe('Fra forhandleren');

    // The account's own widgets duplicate too; the copy's id is checked like any id.
    expect((await shop.panel.post('/api/recommendations/egen/duplicate', { id: 'egen-2' })).status).toBe(201);
    expect(fieldsOf(await shop.panel.post('/api/recommendations/egen/duplicate', { id: 'egen' }))).toEqual({
      id: 'Id-en er allerede i bruk.',
    });
    expect(fieldsOf(await shop.panel.post('/api/recommendations/egen/duplicate', { id: 'ny kopi' }))).toEqual(
      {
        id: 'Id-en kan bare inneholde bokstaver, @, - og sifre.',
      },
    );
    expect((await shop.panel.post('/api/recommendations/ukjent/duplicate', { id: 'x' })).status).toBe(404);
  });

  it('never shows a dealer’s widgets in an account of another dealer', async () => {
    const list = await other.panel.get<ListAnswer>('/api/recommendations');
    expect(list.body.data.map((widget) => widget.id)).not.toContain('populaert-na');
    expect((await other.panel.get('/api/recommendations/populaert-na')).status).toBe(404);
    expect((await other.panel.put('/api/recommendations/populaert-na', {})).status).toBe(404);
    expect((await other.panel.delete('/api/recommendations/populaert-na')).status).toBe(404);
    expect(
      (await other.panel.post('/api/recommendations/populaert-na/duplicate', { id: 'tatt' })).status,
    ).toBe(404);
  });

  it('lets staff, partners and admins manage a dealer’s widgets and a plain user never', async () => {
    const path = `/api/dealers/${otherDealerId}/recommendations`;
    for (const role of ['partner', 'admin']) {
      const client = await signedIn(t.url, await createUser(t.database.db, { roles: [role] }));
      const id = `fra-${role}`;
      expect((await client.post(path, { id })).status).toBe(201);
      expect(
        (await client.put<Answer>(`${path}/${id}`, { products_per_row: 3 })).body.data.products_per_row,
      ).toBe(3);
      expect((await client.get<ListAnswer>(path)).body.data.map((widget) => widget.id)).toContain(id);
      expect((await client.delete(`${path}/${id}`)).status).toBe(204);
      if (role === 'admin') {
        // Each change is in the audit log, with who made it and the dealer it was for.
        const audit = await client.get<{
          data: Array<{ action: string; actor_email: string; details: object }>;
        }>('/api/staff/audit?limit=20');
        const mine = audit.body.data.filter((entry) => (entry.details as { id?: string }).id === id);
        expect(mine.map((entry) => entry.action)).toEqual([
          'dealer.recommendation_delete',
          'dealer.recommendation_update',
          'dealer.recommendation_create',
        ]);
        expect(mine[1]?.details).toMatchObject({ dealer_id: otherDealerId, widget: { products_per_row: 3 } });
      }
    }
    expect(fieldsOf(await staff.post(path, { id: 'd', number_of_products: 0 }))).toEqual({
      number_of_products: 'Antall produkter må være et helt tall fra 1 til 50.',
    });
    await staff.post(path, { id: 'dobbel' });
    expect(fieldsOf(await staff.post(path, { id: 'dobbel' }))).toEqual({ id: 'Id-en er allerede i bruk.' });
    expect((await staff.put(`${path}/ukjent`, {})).status).toBe(404);
    const noDealer = await staff.get(`/api/dealers/999999/recommendations`);
    expect(noDealer.status).toBe(404);
    expect(errorOf(noDealer).message).toBe('Fant ikke forhandleren.');

    // A shop owner (a plain user) cannot, not even for their own dealer.
    const own = `/api/dealers/${dealerId}/recommendations`;
    expect((await shop.panel.get(own)).status).toBe(403);
    expect((await shop.panel.post(own, { id: 'meg' })).status).toBe(403);
    expect((await shop.panel.put(`${own}/populaert-na`, { comment: 'x' })).status).toBe(403);
    expect((await shop.panel.delete(`${own}/populaert-na`)).status).toBe(403);
    expect((await staff.get<Answer>(`${own}/populaert-na`)).body.data.comment).toBe('Fra forhandleren');
    await staff.delete(`${path}/dobbel`);
  });
});

describe('another account', () => {
  it('cannot read, change, delete or duplicate this account’s widgets', async () => {
    await shop.panel.post('/api/recommendations', { id: 'privat', comment: 'Bare vår' });
    expect((await other.panel.get('/api/recommendations/privat')).status).toBe(404);
    expect((await other.panel.put('/api/recommendations/privat', { comment: 'Tatt' })).status).toBe(404);
    expect((await other.panel.delete('/api/recommendations/privat')).status).toBe(404);
    expect((await other.panel.post('/api/recommendations/privat/duplicate', { id: 'stjalet' })).status).toBe(
      404,
    );
    const theirs = await other.panel.get<ListAnswer>('/api/recommendations');
    expect(theirs.body.data.map((widget) => widget.id)).not.toContain('privat');
    // Naming this account in the header without being its member reveals nothing either.
    const foreign = await other.panel.get('/api/recommendations/privat', {
      'authorized-account': String(shop.account.id),
    });
    expect(foreign.status).toBe(404);
    const mine = await shop.panel.get<Answer>('/api/recommendations/privat');
    expect(mine.body.data.comment).toBe('Bare vår');
  });
});

describe('hidden products', () => {
  const path = '/api/recommendations/hidden-products';

  it('keeps the account’s hidden products, only products of its catalogue, each once', async () => {
    expect((await shop.panel.get<{ data: SearchProductRef[] }>(path)).body.data).toEqual([]);
    const saved = await shop.panel.put<{ data: SearchProductRef[] }>(path, { product_ids: ['S2', 'S1'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      { product_id: 'S1', name: 'Fjellstøvel', exists: true },
      { product_id: 'S2', name: 'Ullsokker', exists: true },
    ]);
    expect(fieldsOf(await shop.panel.put(path, { product_ids: ['S3', 'X1', 'NOPE'] }))).toEqual({
      'product_ids.1': 'Produktet finnes ikke i katalogen.',
      'product_ids.2': 'Produktet finnes ikke i katalogen.',
    });
    expect(fieldsOf(await shop.panel.put(path, { product_ids: ['S3', 'S3'] }))).toEqual({
      'product_ids.1': 'Produktet står to ganger i listen.',
    });
    const tooMany = Array.from({ length: 1001 }, (_, index) => `P${index}`);
    expect(fieldsOf(await shop.panel.put(path, { product_ids: tooMany }))).toEqual({
      product_ids: 'Du kan skjule høyst 1000 produkter.',
    });
    expect(fieldsOf(await shop.panel.put(path, {}))).toEqual({ product_ids: 'Ugyldig verdi.' });
    // A refused change loses nothing saved.
    const kept = await shop.panel.get<{ data: SearchProductRef[] }>(path);
    expect(kept.body.data.map((product) => product.product_id)).toEqual(['S1', 'S2']);
  });

  it('is never read or changed by another account', async () => {
    expect((await other.panel.get<{ data: SearchProductRef[] }>(path)).body.data).toEqual([]);
    await other.panel.put(path, { product_ids: ['X1'] });
    const mine = await shop.panel.get<{ data: SearchProductRef[] }>(path);
    expect(mine.body.data.map((product) => product.product_id)).toEqual(['S1', 'S2']);
    expect(
      (await other.panel.put(path, { product_ids: [] }, { 'authorized-account': String(shop.account.id) }))
        .status,
    ).toBe(404);
    expect((await other.panel.get(path, { 'authorized-account': String(shop.account.id) })).status).toBe(404);
    const theirs = await other.panel.get<{ data: SearchProductRef[] }>(path);
    expect(theirs.body.data.map((product) => product.product_id)).toEqual(['X1']);
  });
});
