import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { readCsv } from './csv-reader';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';
import { orderEvent } from './income-helpers';

/**
 * Every CSV the server writes gives its times in Oslo time with the offset, so a person reads the shop's
 * own clock and a program still gets the exact instant. The clock stands in the night the clocks go back
 * (25 October 2026: 02:30 comes first at +02:00, then again at +01:00).
 */
let t: TestApp;
const clock = new ManualClock('2026-10-25T00:30:00Z');
const FIRST = '2026-10-25T02:30:00+02:00';
const SECOND = '2026-10-25T02:30:00+01:00';

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

const deliver = () => t.app.platform.jobs.runDue();
const HOUR = 3_600_000;

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_DASHBOARD', 'PACKAGE_EMAIL', 'PACKAGE_DISCOUNTS'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const auth = { authorization: `Bearer ${key.body.data.key}` };
  const client = new TestClient(t.url);
  const csv = async (path: string) => {
    const answer = await panel.request<string>('GET', path);
    expect(answer.status, path).toBe(200);
    return String(answer.body);
  };
  const ingestOrders = async (orders: unknown[]) => {
    const answer = await client.post('/api/ingest/orders', orders, auth);
    expect(answer.status).toBe(200);
    await deliver();
  };
  return { panel, csv, ingestOrders };
}

describe('times in CSV exports', () => {
  it('the orders export gives each order its Oslo time with the offset, on both sides of the change', async () => {
    const s = await shop();
    await s.ingestOrders([
      orderEvent({ id: 'H-1', at: '2026-10-25T00:30:00Z', subtotal: 100, total: 100 }),
      orderEvent({ id: 'H-2', at: '2026-10-25T01:30:00Z', subtotal: 200, total: 200 }),
      orderEvent({ id: 'H-3', at: '2026-11-27T16:05:00Z', subtotal: 300, total: 300 }),
    ]);
    const lines = readCsv(await s.csv('/api/orders/export?sort=order_id&order=asc'), ';');
    expect(lines.slice(1).map((line) => line.slice(0, 2).join(';'))).toEqual([
      `H-1;${FIRST}`,
      `H-2;${SECOND}`,
      'H-3;2026-11-27T17:05:00+01:00',
    ]);
  });

  it('the subscribers export gives the consent time in Oslo time with the offset', async () => {
    const s = await shop();
    const add = async (email: string) => {
      expect((await s.panel.post('/api/audience/contacts', { email, subscribed: true })).status).toBe(201);
    };
    clock.set(new Date('2026-10-25T00:30:00Z'));
    await add('for@example.no');
    clock.advance(HOUR);
    await add('etter@example.no');
    const rows = readCsv(await s.csv('/api/audience/contacts/export'), ';').map((row) => row.slice(0, 5));
    expect(rows).toContainEqual(['for@example.no', '', 'given', 'panel', FIRST]);
    expect(rows).toContainEqual(['etter@example.no', '', 'given', 'panel', SECOND]);
  });

  it('the unique codes export gives when each code was made in Oslo time with the offset', async () => {
    const s = await shop();
    const template = await s.panel.post<{ data: { id: number } }>('/api/discounts/codes', {
      name: 'Høst',
      code: 'HOST',
      type: 'percent',
      amount: 10,
      auto_create_unique: true,
    });
    expect(template.status).toBe(201);
    const batch = async () => {
      const answer = await s.panel.post('/api/discounts/unique-code-batches', {
        template_id: template.body.data.id,
        count: 1,
      });
      expect(answer.status).toBe(202);
      await deliver();
    };
    clock.set(new Date('2026-10-25T00:30:00Z'));
    await batch();
    clock.advance(HOUR);
    await batch();
    const lines = readCsv(await s.csv(`/api/discounts/codes/${template.body.data.id}/unique-codes.csv`), ';');
    expect(lines[0]).toEqual(['kode', 'mottaker', 'laget', 'brukt', 'ordre']);
    expect(
      lines
        .slice(1)
        .map((line) => line[2])
        .sort(),
    ).toEqual([FIRST, SECOND].sort());
  });
});
