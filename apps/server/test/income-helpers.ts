import { createAccountWithOwner, signedIn } from './fixtures';
import type { TestApp } from './harness';
import { TestClient } from './http';

/**
 * A shop on the dashboard package with its owner signed in, and an API key (made through the settings API)
 * to ingest with.
 */
export async function shopWithKey(t: TestApp, packages = ['PACKAGE_DASHBOARD']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const created = await panel.post<{ data: { id: string; key: string } }>('/api/settings/api-keys', {
    label: 'Test',
  });
  if (created.status !== 201) throw new Error(`key not created: ${JSON.stringify(created.body)}`);
  const shop = new TestClient(t.url);
  const auth = { authorization: `Bearer ${created.body.data.key}` };
  async function ingest(path: string, body: unknown) {
    const answer = await shop.post<{ stored: number; refused: unknown[] }>(path, body, auth);
    if (answer.status !== 200 || answer.body.refused.length > 0) {
      throw new Error(`ingest refused: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }
  return { account, owner, panel, ingest };
}

export interface OrderSpec {
  id: string;
  at: string;
  subtotal: number;
  total: number;
  source?: string;
  email?: string;
  discount?: string;
  lines?: Array<{ product_id: string; quantity: number; price: number }>;
}

export const orderEvent = (order: OrderSpec) => ({
  type: 'created',
  order_id: order.id,
  created_at: order.at,
  lines: (order.lines ?? [{ product_id: 'p1', quantity: 1, price: order.subtotal }]).map((line) => ({
    ...line,
    name: `Vare ${line.product_id}`,
  })),
  subtotal: order.subtotal,
  total: order.total,
  source: order.source,
  discount_code: order.discount,
  customer_email: order.email,
});
