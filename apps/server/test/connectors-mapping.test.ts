import { readFileSync } from 'node:fs';
import { cartLineSchema, customerSchema, orderEventSchema, productSchema } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectorBatch, MalformedDelivery, SkippedDelivery } from '../src/modules/connectors/batch';
import { oreOf } from '../src/modules/connectors/mapping/amounts';
import { mapShopifyWebhook } from '../src/modules/connectors/mapping/shopify';
import { mapWooCommerceWebhook } from '../src/modules/connectors/mapping/woocommerce';

type Json = Record<string, unknown>;

/** A fresh copy of a fixture each time, so a test may change it. */
const fixture = (platform: 'shopify' | 'woocommerce', name: string): Json =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/connectors/${platform}/${name}.json`, import.meta.url), 'utf8'),
  );
const shopify = (name: string) => fixture('shopify', name);
const woo = (name: string) => fixture('woocommerce', name);

/** Every mapped item as the ingest API would validate it: nothing a mapper hands on may be refused there. */
function expectIngestable(batch: ConnectorBatch) {
  for (const product of batch.products) expect(productSchema.safeParse(product).error).toBeUndefined();
  for (const order of batch.orders) expect(orderEventSchema.safeParse(order).error).toBeUndefined();
  for (const customer of batch.customers) expect(customerSchema.safeParse(customer).error).toBeUndefined();
  for (const line of batch.carts.flatMap((cart) => cart.lines)) {
    expect(cartLineSchema.safeParse(line).error).toBeUndefined();
  }
}

function skipReason(map: () => unknown): string {
  try {
    map();
  } catch (error) {
    if (error instanceof SkippedDelivery) return error.message;
    throw error;
  }
  throw new Error('expected a SkippedDelivery');
}

function malformedReason(map: () => unknown): string {
  try {
    map();
  } catch (error) {
    if (error instanceof MalformedDelivery) return error.message;
    throw error;
  }
  throw new Error('expected a MalformedDelivery');
}

const lines = (payload: Json) => payload.line_items as Json[];

// WooCommerce's *_gmt times carry no zone: a zone far from UTC shows they are read as UTC, not local time.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Auckland';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('amounts', () => {
  it('reads decimal strings and numbers to whole øre without float noise, rounding half away from zero', () => {
    expect(oreOf('199.00')).toBe(19900);
    expect(oreOf('19.99')).toBe(1999);
    expect(oreOf('0.285')).toBe(29);
    expect(oreOf(0.285)).toBe(29);
    expect(oreOf(359.6)).toBe(35960);
    expect(oreOf('12.3449')).toBe(1234);
    expect(oreOf('899')).toBe(89900);
    expect(oreOf('-50.00')).toBe(-5000);
    expect(oreOf('')).toBeNull();
    expect(oreOf('1e3')).toBeNull();
    expect(oreOf('12,50')).toBeNull();
    expect(oreOf(Number.NaN)).toBeNull();
  });
});

describe('Shopify orders', () => {
  it('maps a paid order with several lines, a discount code, the customer and where it came from', () => {
    const batch = mapShopifyWebhook('orders/create', shopify('order-paid'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'order',
      id: '5981234567890',
      updatedAt: new Date('2025-03-10T11:05:47Z'),
    });
    expect(batch.orders).toEqual([
      {
        type: 'created',
        order_id: '5981234567890',
        created_at: '2025-03-10T11:05:44.000Z',
        lines: [
          { product_id: '632910392', name: 'Joggesko Fjellvind - 42 / Svart', quantity: 1, price: 899 },
          { product_id: '632910400', name: 'Ullsokker - 39-42', quantity: 2, price: 199.5 },
          // A custom item: no product and an empty SKU, so it is named by its title.
          {
            product_id: 'title:Impregnering (tilpasset)',
            name: 'Impregnering (tilpasset)',
            quantity: 1,
            price: 328,
          },
        ],
        subtotal: 1463.4,
        total: 1562.4,
        currency: 'NOK',
        source: 'google',
        referrer: 'https://www.google.com/',
        discount_code: 'VAR10',
        customer_email: 'kari.nordmann@example.no',
      },
    ]);
    expect(batch.products).toEqual([]);
    expect(batch.customers).toEqual([]);
  });

  it('names a custom line with a SKU by its SKU', () => {
    const payload = shopify('order-paid');
    Object.assign(lines(payload)[2] as Json, { sku: 'IMP-1' });
    const [order] = mapShopifyWebhook('orders/create', payload).orders;
    expect(order?.type === 'created' && order.lines[2]?.product_id).toBe('sku:IMP-1');
  });

  it('keeps every discount code: the first as discount_code, the others once each in discount_codes', () => {
    const payload = shopify('order-paid');
    payload.discount_codes = [{ code: 'VAR10' }, { code: 'fraktfri' }, { code: 'var10' }, { code: ' ' }];
    const [order] = mapShopifyWebhook('orders/create', payload).orders;
    expect(order).toMatchObject({ discount_code: 'VAR10', discount_codes: ['fraktfri'] });
  });

  it('maps a guest checkout (no customer object) by the order e-mail', () => {
    const batch = mapShopifyWebhook('orders/create', shopify('order-guest'));
    expectIngestable(batch);
    expect(batch.orders).toEqual([
      expect.objectContaining({
        type: 'created',
        order_id: '5981234567901',
        customer_email: 'ola.gjest@example.no',
        source: null,
        referrer: null,
        discount_code: null,
        subtotal: 349,
        total: 448,
      }),
    ]);
  });

  it('keeps an order whose e-mail our ingest would refuse, without the e-mail', () => {
    const payload = shopify('order-guest');
    payload.email = 'ikke en adresse';
    payload.contact_email = null;
    const batch = mapShopifyWebhook('orders/create', payload);
    expectIngestable(batch);
    expect(batch.orders[0]).toMatchObject({ customer_email: null });
  });

  it.each(['pending', 'authorized', null])('skips an order not yet paid (%s) until it is', (status) => {
    const payload = shopify('order-guest');
    payload.financial_status = status;
    expect(skipReason(() => mapShopifyWebhook('orders/create', payload))).toMatch(/venter på betaling/);
    payload.financial_status = 'paid';
    expect(mapShopifyWebhook('orders/paid', payload).orders).toEqual([
      expect.objectContaining({ type: 'updated', order_id: '5981234567901' }),
    ]);
  });

  it('counts partly paid and partly refunded orders, with the figures after refunds', () => {
    const payload = shopify('order-paid');
    payload.financial_status = 'partially_refunded';
    payload.current_subtotal_price = '1264.40';
    payload.current_total_price = '1363.40';
    Object.assign(lines(payload)[1] as Json, { current_quantity: 1 });
    const batch = mapShopifyWebhook('orders/updated', payload);
    expectIngestable(batch);
    const [order] = batch.orders;
    expect(order).toMatchObject({ type: 'updated', subtotal: 1264.4, total: 1363.4 });
    expect(order?.type === 'updated' && order.lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
    payload.financial_status = 'partially_paid';
    expect(mapShopifyWebhook('orders/updated', payload).orders).toHaveLength(1);
  });

  it('completes a fulfilled order, from orders/fulfilled or from an update that says so', () => {
    const payload = shopify('order-paid');
    payload.fulfillment_status = 'fulfilled';
    for (const topic of ['orders/fulfilled', 'orders/updated']) {
      const batch = mapShopifyWebhook(topic, payload);
      expectIngestable(batch);
      expect(batch.orders.map((order) => order.type)).toEqual(['updated', 'completed']);
      expect(batch.orders[1]).toEqual({ type: 'completed', order_id: '5981234567890' });
    }
  });

  it('cancels a fully refunded order, after storing it so the status never meets an unknown order', () => {
    const batch = mapShopifyWebhook('orders/updated', shopify('order-refunded'));
    expectIngestable(batch);
    expect(batch.orders).toEqual([
      expect.objectContaining({
        type: 'updated',
        order_id: '5981234567912',
        lines: [],
        subtotal: 0,
        total: 0,
      }),
      { type: 'cancelled', order_id: '5981234567912' },
    ]);
  });

  it('cancels a cancelled order that was paid, also when the topic is orders/updated', () => {
    for (const topic of ['orders/cancelled', 'orders/updated']) {
      const batch = mapShopifyWebhook(topic, shopify('order-cancelled'));
      expectIngestable(batch);
      expect(batch.orders.map((order) => order.type)).toEqual(['updated', 'cancelled']);
      expect(batch.orders[0]).toMatchObject({ discount_code: 'FRIFRAKT' });
    }
  });

  it('skips a cancelled order that was never paid: it was never stored', () => {
    const payload = shopify('order-cancelled');
    payload.financial_status = 'voided';
    expect(skipReason(() => mapShopifyWebhook('orders/cancelled', payload))).toMatch(/aldri betalt/);
  });

  it('skips an order in another currency than NOK, naming it', () => {
    const payload = shopify('order-paid');
    payload.currency = 'EUR';
    expect(skipReason(() => mapShopifyWebhook('orders/create', payload))).toMatch(/EUR.*NOK/);
  });

  it('refuses a body of the wrong shape, naming the field', () => {
    const badPrice = shopify('order-paid');
    Object.assign(lines(badPrice)[0] as Json, { price: 'gratis' });
    expect(malformedReason(() => mapShopifyWebhook('orders/create', badPrice))).toBe(
      'Feltet «line_items[0].price» har feil verdi.',
    );
    const noTotal = shopify('order-paid');
    delete noTotal.total_price;
    expect(malformedReason(() => mapShopifyWebhook('orders/create', noTotal))).toBe(
      'Feltet «total_price» mangler.',
    );
    const badTime = shopify('order-paid');
    badTime.created_at = '10.03.2025';
    expect(malformedReason(() => mapShopifyWebhook('orders/create', badTime))).toMatch(/«created_at»/);
    expect(malformedReason(() => mapShopifyWebhook('orders/create', 'tekst'))).toMatch(/JSON-objekt/);
  });
});

describe('Shopify products', () => {
  it('maps one product per Shopify product: cheapest variant, its sale, stock from any variant', () => {
    const batch = mapShopifyWebhook('products/update', shopify('product-variants'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'product',
      id: '632910392',
      updatedAt: new Date('2025-03-08T15:20:11Z'),
    });
    expect(batch.products).toEqual([
      {
        external_id: '632910392',
        name: 'Joggesko Fjellvind',
        url: null,
        image_url: 'https://cdn.shopify.com/s/files/1/0000/0001/products/fjellvind.jpg?v=1741447211',
        // The cheapest variant (899) has a compare-at price of 1199: a sale.
        price: 1199,
        sale_price: 899,
        in_stock: true,
        category: 'Sko',
        brand: 'Nordsko',
        sku: 'FJV-42-SV',
      },
    ]);
  });

  it('builds the product link from the shop domain and handle when one is given', () => {
    const batch = mapShopifyWebhook('products/create', shopify('product-variants'), {
      shopDomain: 'https://Butikk.example.no/',
    });
    expect(batch.products[0]?.url).toBe('https://butikk.example.no/products/joggesko-fjellvind');
  });

  it('has no sale when the compare-at price is not above the price', () => {
    const payload = shopify('product-variants');
    payload.variants = (payload.variants as Json[]).filter((variant) => variant.sku === 'FJV-44-GR');
    expect(mapShopifyWebhook('products/update', payload).products[0]).toMatchObject({
      price: 999,
      sale_price: null,
    });
  });

  it('is in stock when any variant has stock, is not tracked, or sells when out of stock', () => {
    const payload = shopify('product-variants');
    const variants = payload.variants as Json[];
    for (const variant of variants) variant.inventory_quantity = 0;
    expect(mapShopifyWebhook('products/update', payload).products[0]?.in_stock).toBe(false);
    Object.assign(variants[1] as Json, { inventory_management: null });
    expect(mapShopifyWebhook('products/update', payload).products[0]?.in_stock).toBe(true);
    Object.assign(variants[1] as Json, { inventory_management: 'shopify', inventory_policy: 'continue' });
    expect(mapShopifyWebhook('products/update', payload).products[0]?.in_stock).toBe(true);
  });

  it('counts a draft or archived product as out of stock', () => {
    const payload = shopify('product-variants');
    payload.status = 'archived';
    expect(mapShopifyWebhook('products/update', payload).products[0]?.in_stock).toBe(false);
  });

  it('marks a deleted product as removed', () => {
    const batch = mapShopifyWebhook('products/delete', shopify('product-delete'));
    expect(batch.removedProducts).toEqual(['632910392']);
    expect(batch.resource).toEqual({ type: 'product', id: '632910392', updatedAt: null });
    expect(batch.products).toEqual([]);
  });

  it('refuses a product without variants', () => {
    const payload = shopify('product-variants');
    payload.variants = [];
    expect(malformedReason(() => mapShopifyWebhook('products/update', payload))).toMatch(/«variants»/);
  });
});

describe('Shopify customers and checkouts', () => {
  it('maps a customer with marketing consent, name and default address', () => {
    const batch = mapShopifyWebhook('customers/update', shopify('customer-consent'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'customer',
      id: '207119551',
      updatedAt: new Date('2025-03-10T11:05:45Z'),
    });
    expect(batch.customers).toEqual([
      {
        email: 'kari.nordmann@example.no',
        name: 'Kari Nordmann',
        marketing_consent: true,
        city: 'Oslo',
        postcode: '0155',
      },
    ]);
  });

  it('takes only "subscribed" as consent, and the legacy accepts_marketing when the new field is absent', () => {
    const payload = shopify('customer-consent');
    for (const state of ['not_subscribed', 'unsubscribed', 'pending']) {
      payload.email_marketing_consent = { state };
      expect(mapShopifyWebhook('customers/update', payload).customers[0]?.marketing_consent).toBe(false);
    }
    payload.email_marketing_consent = null;
    payload.accepts_marketing = true;
    expect(mapShopifyWebhook('customers/create', payload).customers[0]?.marketing_consent).toBe(true);
    payload.accepts_marketing = false;
    expect(mapShopifyWebhook('customers/create', payload).customers[0]?.marketing_consent).toBe(false);
  });

  it('skips a customer without an e-mail address', () => {
    const payload = shopify('customer-consent');
    payload.email = null;
    expect(skipReason(() => mapShopifyWebhook('customers/create', payload))).toMatch(/e-postadresse/);
  });

  it('maps a checkout to the cart the abandoned-cart flows read', () => {
    const batch = mapShopifyWebhook('checkouts/update', shopify('checkout'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'checkout',
      id: 'b1946ac92492d2347c6235b4d2611184',
      updatedAt: new Date('2025-03-11T19:14:30Z'),
    });
    expect(batch.carts).toEqual([
      {
        key: 'b1946ac92492d2347c6235b4d2611184',
        email: 'nina.handler@example.no',
        lines: [
          { id: '632910392', name: 'Joggesko Fjellvind – 43 / Svart', quantity: 1, price: 899 },
          { id: '632910400', name: 'Ullsokker – 39-42', quantity: 3, price: 199.5 },
        ],
        url: 'https://butikk.example.no/58110/checkouts/b1946ac92492d2347c6235b4d2611184/recover?key=5c0a1d',
      },
    ]);
  });

  it('skips a completed checkout (it became an order) and one in another currency', () => {
    const completed = shopify('checkout');
    completed.completed_at = '2025-03-11T20:20:00+01:00';
    expect(skipReason(() => mapShopifyWebhook('checkouts/update', completed))).toMatch(/fullført/);
    const euro = shopify('checkout');
    euro.currency = 'EUR';
    expect(skipReason(() => mapShopifyWebhook('checkouts/create', euro))).toMatch(/EUR/);
  });
});

describe('Shopify privacy topics', () => {
  it('asks to erase the customer by e-mail', () => {
    const batch = mapShopifyWebhook('customers/redact', shopify('customers-redact'));
    expect(batch.privacy).toEqual({ kind: 'redact_customer', emails: ['kari.nordmann@example.no'] });
    expect(batch.resource).toBeNull();
  });

  it("asks for the customer's data by e-mail", () => {
    const batch = mapShopifyWebhook('customers/data_request', shopify('customers-data-request'));
    expect(batch.privacy).toEqual({ kind: 'data_request', emails: ['kari.nordmann@example.no'] });
  });

  it('asks to erase the whole shop', () => {
    const batch = mapShopifyWebhook('shop/redact', shopify('shop-redact'));
    expect(batch.privacy).toEqual({ kind: 'redact_shop', emails: [] });
  });

  it('skips a request that names no e-mail, and refuses one without a customer', () => {
    const payload = shopify('customers-redact');
    payload.customer = { id: 1, phone: '+4791234567' };
    expect(skipReason(() => mapShopifyWebhook('customers/redact', payload))).toMatch(/e-postadresse/);
    delete payload.customer;
    expect(malformedReason(() => mapShopifyWebhook('customers/redact', payload))).toBe(
      'Feltet «customer» mangler.',
    );
  });
});

describe('Shopify topics', () => {
  it('skips a topic we do not take, naming it', () => {
    expect(skipReason(() => mapShopifyWebhook('app/uninstalled', {}))).toBe(
      'Emnet «app/uninstalled» tas ikke imot.',
    );
  });
});

describe('WooCommerce orders', () => {
  it('maps a processing order with coupon lines, variations on their product, and a deleted product', () => {
    const batch = mapWooCommerceWebhook('order.created', woo('order-processing'));
    expectIngestable(batch);
    // date_modified_gmt is UTC without a zone: read as UTC whatever the server's zone.
    expect(batch.resource).toEqual({
      type: 'order',
      id: '4821',
      updatedAt: new Date('2025-03-10T12:06:02Z'),
    });
    expect(batch.orders).toEqual([
      {
        type: 'created',
        order_id: '4821',
        created_at: '2025-03-10T12:05:44.000Z',
        lines: [
          // Before coupons, with tax, per item: (719.20 + 179.80) / 2.
          { product_id: '1530', name: 'Ullgenser Høst & Vinter - M', quantity: 2, price: 449.5 },
          { product_id: '1601', name: 'Lue Brodd', quantity: 1, price: 199 },
          {
            product_id: 'title:Gammel vare (slettet)',
            name: 'Gammel vare (slettet)',
            quantity: 1,
            price: 200,
          },
        ],
        // The goods after coupons, with tax; the total adds shipping.
        subtotal: 1168.2,
        total: 1267.2,
        currency: 'NOK',
        source: 'newsletter',
        referrer: 'https://nyhetsbrev.example.no/mars',
        discount_code: 'vinter10',
        discount_codes: ['fraktfri'],
        customer_email: 'ingrid.fjell@example.no',
      },
    ]);
  });

  it('stores a processing order from an update as an update, and a restored one likewise', () => {
    for (const topic of ['order.updated', 'order.restored']) {
      const batch = mapWooCommerceWebhook(topic, woo('order-processing'));
      expect(batch.orders.map((order) => order.type)).toEqual(['updated']);
    }
  });

  it('completes a completed order after storing it', () => {
    const batch = mapWooCommerceWebhook('order.updated', woo('order-completed'));
    expectIngestable(batch);
    expect(batch.orders).toEqual([
      expect.objectContaining({
        type: 'updated',
        order_id: '4790',
        subtotal: 399,
        total: 498,
        discount_code: null,
        source: null,
        referrer: null,
        customer_email: 'jon.gjest@example.no',
      }),
      { type: 'completed', order_id: '4790' },
    ]);
  });

  it('cancels a refunded order, its refunds taken off the figures', () => {
    const batch = mapWooCommerceWebhook('order.updated', woo('order-refunded'));
    expectIngestable(batch);
    expect(batch.orders).toEqual([
      expect.objectContaining({ type: 'updated', order_id: '4755', subtotal: 0, total: 0 }),
      { type: 'cancelled', order_id: '4755' },
    ]);
  });

  it('takes a partial refund off a paid order', () => {
    const payload = woo('order-completed');
    payload.refunds = [{ id: 1, reason: '', total: '-99.00' }];
    const [order] = mapWooCommerceWebhook('order.updated', payload).orders;
    expect(order).toMatchObject({ subtotal: 300, total: 399 });
  });

  it.each(['cancelled', 'failed'])('cancels a %s order that was paid', (status) => {
    const payload = woo('order-completed');
    payload.status = status;
    const batch = mapWooCommerceWebhook('order.updated', payload);
    expect(batch.orders.map((order) => order.type)).toEqual(['updated', 'cancelled']);
  });

  it.each(['cancelled', 'failed', 'refunded'])('skips a %s order that was never paid', (status) => {
    const payload = woo('order-pending');
    payload.status = status;
    expect(skipReason(() => mapWooCommerceWebhook('order.updated', payload))).toMatch(/aldri betalt/);
  });

  it.each(['pending', 'on-hold', 'checkout-draft'])('skips a %s order as waiting for payment', (status) => {
    const payload = woo('order-pending');
    payload.status = status;
    expect(skipReason(() => mapWooCommerceWebhook('order.created', payload))).toMatch(/venter på betaling/);
  });

  it('skips a status of its own (a plug-in) as not counted', () => {
    const payload = woo('order-completed');
    payload.status = 'shipped';
    expect(skipReason(() => mapWooCommerceWebhook('order.updated', payload))).toMatch(
      /«shipped» telles ikke/,
    );
  });

  it('skips an order in another currency', () => {
    const payload = woo('order-processing');
    payload.currency = 'SEK';
    expect(skipReason(() => mapWooCommerceWebhook('order.created', payload))).toMatch(/SEK/);
  });

  it('cancels an order moved to the bin (only its id comes)', () => {
    const batch = mapWooCommerceWebhook('order.deleted', { id: 4821 });
    expect(batch.orders).toEqual([{ type: 'cancelled', order_id: '4821' }]);
    expect(batch.resource).toEqual({ type: 'order', id: '4821', updatedAt: null });
  });

  it('rounds odd amounts to øre and refuses unreadable ones, naming the field', () => {
    const payload = woo('order-completed');
    Object.assign(lines(payload)[0] as Json, { subtotal: '319.205', subtotal_tax: '79.80' });
    const batch = mapWooCommerceWebhook('order.updated', payload);
    expectIngestable(batch);
    expect(batch.orders[0]?.type === 'updated' && batch.orders[0].lines[0]?.price).toBe(399.01);
    Object.assign(lines(payload)[0] as Json, { total: '319,20' });
    expect(malformedReason(() => mapWooCommerceWebhook('order.updated', payload))).toBe(
      'Feltet «line_items[0].total» har feil verdi.',
    );
    const noDate = woo('order-completed');
    delete noDate.date_created_gmt;
    expect(malformedReason(() => mapWooCommerceWebhook('order.updated', noDate))).toBe(
      'Feltet «date_created_gmt» mangler.',
    );
  });
});

describe('WooCommerce products', () => {
  it('maps a variable product from its price (the cheapest variation), without a sale', () => {
    const batch = mapWooCommerceWebhook('product.updated', woo('product-variable'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'product',
      id: '1530',
      updatedAt: new Date('2025-03-08T11:30:00Z'),
    });
    expect(batch.products).toEqual([
      {
        external_id: '1530',
        name: 'Ullgenser Høst & Vinter',
        url: 'https://nettbutikk.example.no/produkt/ullgenser-host-vinter/',
        image_url: 'https://nettbutikk.example.no/wp-content/uploads/ullgenser.jpg',
        price: 899,
        sale_price: null,
        in_stock: true,
        category: 'Gensere & cardigans',
        brand: 'Fjordull',
        sku: 'ULLG',
      },
    ]);
  });

  it('maps a simple product on sale and out of stock', () => {
    const batch = mapWooCommerceWebhook('product.created', woo('product-simple-sale'));
    expectIngestable(batch);
    expect(batch.products[0]).toMatchObject({ price: 249, sale_price: 199, in_stock: false, brand: null });
  });

  it('counts backorder as in stock, and an unpublished product as out of stock', () => {
    const payload = woo('product-simple-sale');
    payload.stock_status = 'onbackorder';
    expect(mapWooCommerceWebhook('product.updated', payload).products[0]?.in_stock).toBe(true);
    payload.status = 'draft';
    expect(mapWooCommerceWebhook('product.updated', payload).products[0]?.in_stock).toBe(false);
  });

  it('skips a variation saved on its own, and a product without a price', () => {
    const variation = woo('product-simple-sale');
    variation.type = 'variation';
    expect(skipReason(() => mapWooCommerceWebhook('product.updated', variation))).toMatch(/variant/);
    const grouped = woo('product-variable');
    grouped.type = 'grouped';
    grouped.price = '';
    expect(skipReason(() => mapWooCommerceWebhook('product.updated', grouped))).toMatch(/ingen pris/);
  });

  it('marks a deleted product as removed, and maps a restored one again', () => {
    expect(mapWooCommerceWebhook('product.deleted', woo('product-deleted')).removedProducts).toEqual([
      '1601',
    ]);
    expect(mapWooCommerceWebhook('product.restored', woo('product-simple-sale')).products).toHaveLength(1);
  });
});

describe('WooCommerce customers', () => {
  it('maps a customer without a consent, which our schema reads as false', () => {
    const batch = mapWooCommerceWebhook('customer.updated', woo('customer'));
    expectIngestable(batch);
    expect(batch.resource).toEqual({
      type: 'customer',
      id: '57',
      updatedAt: new Date('2025-03-10T12:06:02Z'),
    });
    expect(batch.customers).toEqual([
      { email: 'ingrid.fjell@example.no', name: 'Ingrid Fjell', city: 'Trondheim', postcode: '70 13' },
    ]);
    // WooCommerce has no consent field: absent is false, which withdraws only a consent a checkout gave.
    const stored = customerSchema.parse(batch.customers[0]);
    expect(stored).toMatchObject({ marketing_consent: false, club_member: false, postcode: '7013' });
  });

  it('takes the billing e-mail and name when the account has none, and skips a customer with neither', () => {
    const payload = woo('customer');
    payload.email = '';
    payload.first_name = '';
    payload.last_name = '';
    expect(mapWooCommerceWebhook('customer.created', payload).customers[0]).toMatchObject({
      email: 'ingrid.fjell@example.no',
      name: 'Ingrid Fjell',
    });
    (payload.billing as Json).email = '';
    expect(skipReason(() => mapWooCommerceWebhook('customer.created', payload))).toMatch(/e-postadresse/);
  });

  it('skips a deleted customer: erasure is asked for in Butikkpanel, not by a shop delete', () => {
    expect(skipReason(() => mapWooCommerceWebhook('customer.deleted', { id: 57 }))).toMatch(/slettet/);
  });

  it('skips a topic we do not take', () => {
    expect(skipReason(() => mapWooCommerceWebhook('coupon.created', {}))).toMatch(/coupon\.created/);
  });
});
