import { type ShopPlatform, STORAGE_KEYS, type WebhookDelivery } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const WEBHOOK_URL = 'https://panel.example.no/api/webhooks/shop/tok_abc123';
const SECRET = 'generert-hemmelighet-0123456789abcdef';
const NEW_SECRET = 'ny-hemmelighet-fedcba9876543210';
const SHOPIFY_KEY = 'f'.repeat(64);
const hint = (secret: string) => `••••${secret.slice(-4)}`;

const notConnected: ShopPlatform = {
  connected: false,
  platform: null,
  webhook_url: null,
  secret: null,
  secret_hint: null,
  shop_domain: null,
  feed_url: null,
  feed_checked_at: null,
  feed_report: null,
  history_import: null,
  deliveries: [],
  widget_origins: [],
  can_manage: true,
};

const woo = (overrides: Partial<ShopPlatform> = {}): ShopPlatform => ({
  ...notConnected,
  connected: true,
  platform: 'woocommerce',
  webhook_url: WEBHOOK_URL,
  secret: SECRET,
  secret_hint: hint(SECRET),
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  topic: 'order.created',
  state: 'stored',
  reason: 'Lagret: ordre 1001.',
  received_at: '2025-03-10T10:00:00.000Z',
  has_export: false,
  ...overrides,
});

const fieldRefusal = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Noen felt er ikke fylt ut riktig.', fields } },
});

/** The page at /7/settings/shop-platform; `shop` is what the server holds, changed by the handlers. */
function renderShopPlatform(initial: ShopPlatform) {
  const server = { shop: initial };
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/settings/shop-platform': () => ({ body: { data: server.shop } }),
    'PUT /api/settings/shop-platform': (request) => {
      const body = request.body as {
        platform: 'shopify' | 'woocommerce';
        shop_domain?: string;
        secret?: string;
      };
      if (body.platform === 'shopify' && !body.shop_domain?.endsWith('.myshopify.com')) {
        return fieldRefusal({
          shop_domain: 'Skriv butikkens adresse hos Shopify, for eksempel minbutikk.myshopify.com.',
        });
      }
      const secret = body.secret ?? SECRET;
      server.shop = woo({
        platform: body.platform,
        shop_domain: body.shop_domain ?? null,
        secret,
        secret_hint: hint(secret),
      });
      return { body: { data: server.shop } };
    },
    'POST /api/settings/shop-platform/secret': () => {
      server.shop = { ...server.shop, secret: NEW_SECRET, secret_hint: hint(NEW_SECRET) };
      return { body: { data: server.shop } };
    },
    'DELETE /api/settings/shop-platform': () => {
      server.shop = notConnected;
      return { status: 204 };
    },
    'POST /api/settings/shop-platform/feed/run': { status: 202, body: { data: { queued: true } } },
    'POST /api/settings/shop-platform/history-import': (request) => {
      const body = request.body as { shop_url: string; consumer_key: string; consumer_secret: string };
      if (!body.consumer_key.startsWith('ck_'))
        return fieldRefusal({
          consumer_key: 'Lim inn forbrukernøkkelen fra WooCommerce. Den begynner med ck_.',
        });
      server.shop = {
        ...server.shop,
        history_import: {
          state: 'running',
          phase: 'customers',
          shop_url: body.shop_url,
          since: '2024-03-10T10:00:00.000Z',
          customers_done: 0,
          customers_total: null,
          orders_done: 0,
          orders_total: null,
          error: null,
          started_at: '2025-03-10T10:00:00.000Z',
          finished_at: null,
        },
      };
      return { status: 202, body: { data: server.shop } };
    },
    'GET /api/settings/shop-platform/deliveries/9/export': {
      body: { customer: { email: 'kunde@example.no' } },
    },
  });
  renderApp('/7/settings/shop-platform');
  return { calls, server };
}

const callsTo = (calls: ReturnType<typeof mockApi>, method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/settings/shop-platform'));

afterEach(() => vi.restoreAllMocks());

describe('settings/shop-platform', () => {
  it('connects WooCommerce by clicks, then shows the webhook URL and the secret to paste', {
    timeout: 30_000,
  }, async () => {
    const { calls } = renderShopPlatform(notConnected);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^WooCommerce/ }));
    expect(screen.getByRole('textbox', { name: 'Hemmelighet (valgfri)' })).toHaveAccessibleDescription(
      'La feltet stå tomt, så lager vi en.',
    );
    expect(screen.queryByRole('textbox', { name: /Butikkens adresse hos Shopify/ })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Adressen til produktfeeden (valgfri)' }),
      'https://butikk.example.no/feed.xml',
    );
    await user.click(screen.getByRole('button', { name: 'Koble til' }));

    expect(await screen.findByText('Tilkoblingen er lagret.')).toBeVisible();
    expect(callsTo(calls, 'PUT').map((call) => call.body)).toEqual([
      { platform: 'woocommerce', feed_url: 'https://butikk.example.no/feed.xml' },
    ]);
    expect(screen.getByText(WEBHOOK_URL)).toBeVisible();
    // The secret is hidden until asked for, and copied in full either way.
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.getByText(hint(SECRET))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kopier hemmeligheten' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(screen.getByRole('button', { name: 'Vis hemmeligheten' }));
    expect(screen.getByText(SECRET)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skjul hemmeligheten' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    // Where to paste them, in WooCommerce's own words.
    const steps = screen.getByRole('region', { name: 'Slik kobler du til WooCommerce' });
    expect(within(steps).getByText(/WooCommerce → Innstillinger → Avansert → Webhooks/)).toBeVisible();
    expect(within(steps).getByText('Ordre opprettet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Endre tilkoblingen' })).toBeVisible();
  });

  it("puts the server's message on the Shopify domain field, and then lists the topics to add", {
    timeout: 30_000,
  }, async () => {
    const { calls } = renderShopPlatform(notConnected);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Shopify/ }));
    const domain = screen.getByRole('textbox', { name: /Butikkens adresse hos Shopify/ });
    await user.type(domain, 'minbutikk.no');
    await user.click(screen.getByRole('button', { name: 'Koble til' }));
    // Shopify signs with its own key: without it nothing is sent.
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    expect(callsTo(calls, 'PUT')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Signeringsnøkkel fra Shopify' }), SHOPIFY_KEY);
    await user.click(screen.getByRole('button', { name: 'Koble til' }));
    expect(
      await screen.findByText('Skriv butikkens adresse hos Shopify, for eksempel minbutikk.myshopify.com.'),
    ).toBeVisible();
    expect(domain).toHaveAccessibleDescription(
      'Skriv butikkens adresse hos Shopify, for eksempel minbutikk.myshopify.com.',
    );
    expect(domain).toHaveValue('minbutikk.no');
    expect(screen.queryByText(WEBHOOK_URL)).toBeNull();

    await user.clear(domain);
    await user.type(domain, 'minbutikk.myshopify.com');
    await user.click(screen.getByRole('button', { name: 'Koble til' }));
    const steps = await screen.findByRole('region', { name: 'Slik kobler du til Shopify' });
    expect(callsTo(calls, 'PUT').at(-1)?.body).toEqual({
      platform: 'shopify',
      shop_domain: 'minbutikk.myshopify.com',
      secret: SHOPIFY_KEY,
      feed_url: '',
    });
    for (const topic of ['orders/create', 'orders/fulfilled', 'checkouts/update']) {
      expect(within(steps).getByText(topic)).toBeVisible();
    }
    expect(within(steps).getByText(/customers\/data_request/)).toBeVisible();
    // Shopify's key is its own: a generated one would be refused, so there is nothing to renew here.
    expect(screen.queryByRole('button', { name: 'Lag ny hemmelighet' })).toBeNull();
  });

  it('shows a member everything but the secret, and nothing to change it with', {
    timeout: 30_000,
  }, async () => {
    renderShopPlatform(
      woo({ secret: null, can_manage: false, deliveries: [delivery({ id: 9, has_export: true })] }),
    );
    expect(
      await screen.findByText('Bare kontoens eier og Butikkpanels ansatte kan endre butikkplattformen.'),
    ).toBeVisible();
    expect(screen.getByText(WEBHOOK_URL)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Leveranser fra butikken' })).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByText(hint(SECRET))).toBeNull();
    for (const name of [
      'Vis hemmeligheten',
      'Kopier hemmeligheten',
      'Lag ny hemmelighet',
      'Koble fra',
      'Koble til',
      'Lagre endringene',
      /^Last ned/,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lists what arrived with the result in words, the time in Oslo and the reason, and downloads an export', {
    timeout: 30_000,
  }, async () => {
    const { calls } = renderShopPlatform(
      woo({
        platform: 'shopify',
        shop_domain: 'minbutikk.myshopify.com',
        deliveries: [
          delivery({ id: 1 }),
          delivery({ id: 2, topic: 'order.updated', state: 'refused', reason: 'Feil signatur.' }),
          delivery({
            id: 3,
            topic: 'order.updated',
            state: 'skipped',
            reason: 'Eldre enn en versjon som allerede er lagret.',
          }),
          delivery({ id: 4, topic: 'product.created', state: 'queued', reason: null }),
          delivery({ id: 5, topic: 'customer.created', state: 'failed', reason: 'Databasen svarte ikke.' }),
          delivery({
            id: 9,
            topic: 'customers/data_request',
            reason: 'Innsyn for kunde@example.no.',
            has_export: true,
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Leveranser fra butikken' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/Feil signatur/)).toHaveTextContent('Avvist');
    expect(row(/Eldre enn en versjon/)).toHaveTextContent('Hoppet over');
    expect(row(/product\.created/)).toHaveTextContent('Venter');
    expect(row(/Databasen svarte ikke/)).toHaveTextContent('Feilet');
    expect(row(/ordre 1001/)).toHaveTextContent('Lagret');
    // 10:00 UTC is 11:00 in Oslo in March.
    expect(row(/ordre 1001/)).toHaveTextContent('10.03.2025, 11:00');
    expect(within(table).getAllByRole('button', { name: /^Last ned/ })).toHaveLength(1);

    const createUrl = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(
      within(row(/Innsyn for kunde/)).getByRole('button', {
        name: 'Last ned innsynet mottatt 10.03.2025, 11:00',
      }),
    );
    expect(await screen.findByText('Filen innsyn-9.json er lastet ned.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/settings/shop-platform/deliveries/9/export')).toBe(true);
    expect(createUrl).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('says honestly that nothing has arrived, and shows a delivery that comes while the page is open', {
    timeout: 30_000,
  }, async () => {
    const { server } = renderShopPlatform(woo());
    expect(await screen.findByText('Ingenting har kommet ennå.')).toBeVisible();
    expect(screen.getByText('Når plattformen sender den første leveransen, vises den her.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Leveranser fra butikken' })).toBeNull();

    // The platform sends its first delivery; the page asks again within five seconds.
    server.shop = {
      ...server.shop,
      deliveries: [delivery({ reason: 'WooCommerce sa fra at webhook 12 er laget.' })],
    };
    const table = await screen.findByRole('table', { name: 'Leveranser fra butikken' }, { timeout: 8_000 });
    expect(within(table).getByRole('row', { name: /webhook 12 er laget/ })).toHaveTextContent('Lagret');
    expect(screen.queryByText('Ingenting har kommet ennå.')).toBeNull();
  });

  it('asks before making a new secret, since the old one stops working', { timeout: 30_000 }, async () => {
    const { calls } = renderShopPlatform(woo());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lag ny hemmelighet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lage ny hemmelighet?' });
    expect(dialog).toHaveTextContent('Den gamle hemmeligheten slutter å virke med en gang');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    // Closed first: while it fades out, the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lag ny hemmelighet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lage ny hemmelighet?' })).getByRole('button', {
        name: 'Lag ny hemmelighet',
      }),
    );
    expect(
      await screen.findByText(
        'Den nye hemmeligheten er laget. Lim den inn i WooCommerce nå: den gamle virker ikke lenger.',
      ),
    ).toBeVisible();
    expect(callsTo(calls, 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(hint(NEW_SECRET))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Vis hemmeligheten' }));
    expect(screen.getByText(NEW_SECRET)).toBeVisible();
  });

  it('asks before disconnecting, then offers to connect again', { timeout: 30_000 }, async () => {
    const { calls } = renderShopPlatform(woo());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Koble fra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Koble fra butikken?' });
    expect(dialog).toHaveTextContent('Kobler du til igjen, får du en ny webhook-adresse.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'DELETE')).toHaveLength(0);
    expect(screen.getByText(WEBHOOK_URL)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Koble fra' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Koble fra butikken?' })).getByRole('button', {
        name: 'Koble fra',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Koble til butikken' })).toBeVisible();
    expect(callsTo(calls, 'DELETE')).toHaveLength(1);
    expect(screen.queryByText(WEBHOOK_URL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Koble fra' })).toBeNull();
  });

  it('shows what the last feed run did, its rejected lines, and fetches it now on request', {
    timeout: 30_000,
  }, async () => {
    const { calls } = renderShopPlatform({
      ...notConnected,
      connected: true,
      platform: 'other',
      feed_url: 'https://sko.example.no/feed.xml',
      feed_checked_at: '2026-11-02T09:00:00Z',
      feed_report: {
        status: 'ok',
        format: 'google',
        seen: 3,
        added: 2,
        changed: 0,
        removed: 0,
        rejected_count: 1,
        rejected: [{ line: 3, id: 'SKO-3', reason: 'g:price: Bare NOK støttes.' }],
        error: null,
        finished_at: '2026-11-02T09:00:01Z',
      },
      can_manage: true,
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        '3 linjer lest: 2 nye, 0 endret, 0 fjernet, 1 avvist.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByText('Avviste linjer (1)'));
    expect(screen.getByText(/Linje 3 \(SKO-3\):/)).toHaveTextContent('g:price: Bare NOK støttes.');
    await user.click(screen.getByRole('button', { name: 'Hent nå' }));
    expect(await screen.findByText('Feeden hentes nå. Resultatet vises her om litt.')).toBeVisible();
    expect(callsTo(calls, 'POST').map((call) => call.path)).toEqual(['/api/settings/shop-platform/feed/run']);
  });

  it('shows where the widget tag goes on the platform and the sites it reported from', {
    timeout: 30_000,
  }, async () => {
    renderShopPlatform(
      woo({ widget_origins: [{ origin: 'https://demo-sko.no', last_seen_at: '2026-11-02T08:30:00Z' }] }),
    );
    const section = await screen.findByRole('region', { name: 'Widgeten i butikken' }, { timeout: 10_000 });
    expect(within(section).getByText(/header\.php/)).toBeVisible();
    expect(section.textContent).toContain('data-account="7"');
    expect(screen.getByText('Widgeten har meldt seg fra:')).toBeVisible();
    expect(screen.getByText(/^https:\/\/demo-sko\.no \(sist /)).toBeVisible();
  });

  it('starts the WooCommerce history import with a read-only key, keeps a refused key typed, and shows the progress', {
    timeout: 30_000,
  }, async () => {
    const { calls, server } = renderShopPlatform(woo());
    const user = userEvent.setup();
    const section = within(
      (await screen.findByRole('heading', { name: 'Hent historikk fra WooCommerce' })).closest(
        'div.MuiPaper-root',
      ) as HTMLElement,
    );
    await user.type(
      section.getByRole('textbox', { name: /Nettbutikkens adresse/ }),
      'https://butikk.example.no',
    );
    await user.type(section.getByRole('textbox', { name: /Forbrukernøkkel/ }), 'feil-nøkkel');
    await user.type(section.getByLabelText(/Forbrukerhemmelighet/), `cs_${'b'.repeat(40)}`);
    await user.click(section.getByRole('button', { name: 'Hent de siste 12 månedene' }));
    const key = section.getByRole('textbox', { name: /Forbrukernøkkel/ });
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(
        'Lim inn forbrukernøkkelen fra WooCommerce. Den begynner med ck_.',
      ),
    );
    expect(key).toHaveValue('feil-nøkkel');

    await user.clear(key);
    await user.type(key, `ck_${'a'.repeat(40)}`);
    await user.click(section.getByRole('button', { name: 'Hent de siste 12 månedene' }));
    expect(await section.findByText(/Henter kundene … Kunder: 0\. Ordre: 0\./)).toBeInTheDocument();
    expect(callsTo(calls, 'POST').at(-1)?.body).toEqual({
      shop_url: 'https://butikk.example.no',
      consumer_key: `ck_${'a'.repeat(40)}`,
      consumer_secret: `cs_${'b'.repeat(40)}`,
    });
    // The key is not kept in the form once sent; a running import can be started again.
    expect(section.getByRole('textbox', { name: /Forbrukernøkkel/ })).toHaveValue('');
    expect(section.getByRole('button', { name: 'Start på nytt' })).toBeInTheDocument();
    expect(server.shop.history_import?.state).toBe('running');
  });

  it('shows why the history import stopped, and only for WooCommerce', async () => {
    renderShopPlatform(
      woo({
        history_import: {
          state: 'failed',
          phase: 'orders',
          shop_url: 'https://butikk.example.no',
          since: '2024-03-10T10:00:00.000Z',
          customers_done: 40,
          customers_total: 40,
          orders_done: 100,
          orders_total: 250,
          error: 'WooCommerce avviste nøkkelen (HTTP 401). Lag en ny nøkkel med lesetilgang og lim den inn.',
          started_at: '2025-03-10T10:00:00.000Z',
          finished_at: '2025-03-10T10:05:00.000Z',
        },
      }),
    );
    expect(
      await screen.findByText(
        'Hentingen stoppet: WooCommerce avviste nøkkelen (HTTP 401). Lag en ny nøkkel med lesetilgang og lim den inn. Kunder: 40 av 40. Ordre: 100 av 250.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no history import to a shop on another platform', async () => {
    renderShopPlatform(woo({ platform: 'other', webhook_url: null, secret: null, secret_hint: null }));
    expect(await screen.findByRole('heading', { name: 'Tilkoblingen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hent historikk fra WooCommerce' })).toBeNull();
  });
});
