import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './http';
import { crashKit } from './support/crash-children';

/**
 * A flow's wait across a crash: 30 customers enter "new order → wait 1 hour → mail", the server is
 * killed (SIGKILL) during the wait and started again on the same database. The children's clock runs 240
 * times faster than the wall clock (an hour in 30 s) on one timeline across the restart. Every customer
 * gets the mail exactly once, and on time: not before the hour, and within minutes after it.
 */
const CUSTOMERS = 30;
const SPEED = 120;
const HOUR = 3_600_000;
/** The step's job and the outbox's delivery of 30 mails: about a second of wall time, 120 times over. */
const ON_TIME_MS = 15 * 60_000;

const kit = crashKit(inject('postgresUrl'));
const received: Array<{ to: string; messageId: string; realAt: number }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
      for (const to of session.envelope.rcptTo) {
        received.push({ to: to.address.toLowerCase(), messageId, realAt: Date.now() });
      }
      callback();
    });
  },
});
smtp.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await kit.cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const MJML =
  '<mjml><mj-body><mj-section><mj-column><mj-text>Takk for ordren {{ order.id }}!</mj-text></mj-column></mj-section></mj-body></mjml>';

describe('a flow across a crash', () => {
  it('mails each customer once, on time, when the server is killed during the wait', async () => {
    const target = await kit.freshTarget('flows');
    const { port } = smtp.server.address() as AddressInfo;
    // 10:00 in Oslo: outside the quiet hours for the whole test.
    const origin = Date.parse('2026-06-10T08:00:00Z');
    const realStart = Date.now();
    const fakeAt = (real: number) => origin + (real - realStart) * SPEED;
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      CHILD_CLOCK_ORIGIN: new Date(origin).toISOString(),
      CHILD_CLOCK_REAL: String(realStart),
      CHILD_CLOCK_SPEED: String(SPEED),
      // Leases are on the (fast) clock: about 2 s of wall time, as in the other crash tests.
      JOB_LEASE_MS: String(2000 * SPEED),
    };
    const first = await kit.start(target, env);
    const panel = new TestClient(first.url);
    await panel.login('eier@demo.no', 'Demo1234!');
    const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Ordrebekreftelse',
      type: 'ORDER_CONFIRMATION',
      subject: 'Takk for ordren',
      mjml: MJML,
    });
    expect(template.status).toBe(201);
    const flow = await panel.post<{ data: { id: number } }>('/api/flows', {
      name: 'Etter ordre',
      template: null,
    });
    const saved = await panel.put(`/api/flows/${flow.body.data.id}`, {
      name: 'Etter ordre',
      definition: {
        start: { kind: 'event', event: 'new_order' },
        first: 'vent',
        steps: [
          { id: 'vent', type: 'wait', amount: 1, unit: 'hours', next: 'takk' },
          { id: 'takk', type: 'send_email', template_id: template.body.data.id, next: null },
        ],
      },
      reentry: { mode: 'once' },
    });
    expect(saved.status).toBe(200);
    expect((await panel.post(`/api/flows/${flow.body.data.id}/activate`)).status).toBe(200);
    const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Krasj' });
    const orders = Array.from({ length: CUSTOMERS }, (_, index) => ({
      type: 'created',
      order_id: `KRASJ-${index}`,
      created_at: new Date(fakeAt(Date.now())).toISOString(),
      lines: [],
      subtotal: 100,
      total: 100,
      customer_email: `kunde${index}@krasj.example.no`,
    }));
    const enteredFrom = fakeAt(Date.now());
    const ingested = await new TestClient(first.url).post('/api/ingest/orders', orders, {
      authorization: `Bearer ${key.body.data.key}`,
    });
    expect(ingested.status).toBeLessThan(300);
    const path = `/api/flows/${flow.body.data.id}`;
    await until(
      async () => {
        const detail = await panel.get<{ data: { figures: Record<string, { waiting: number }> } }>(path);
        return detail.body.data.figures.vent?.waiting === CUSTOMERS || false;
      },
      10_000,
      'every customer waiting',
    );
    const enteredBy = fakeAt(Date.now());
    await first.kill();
    // Killed during the wait: nothing was sent.
    expect(received).toHaveLength(0);
    expect(fakeAt(Date.now())).toBeLessThan(enteredFrom + HOUR);

    const second = await kit.start(target, env);
    await until(() => received.length >= CUSTOMERS, 60_000, 'the mails after the restart');
    // A moment more: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new Set(received.map((mail) => mail.to)).size).toBe(CUSTOMERS);
    expect(received).toHaveLength(CUSTOMERS);
    for (const mail of received) {
      const at = fakeAt(mail.realAt);
      expect(at).toBeGreaterThanOrEqual(enteredFrom + HOUR);
      expect(at).toBeLessThanOrEqual(enteredBy + HOUR + ON_TIME_MS);
    }
    await second.stop();
  }, 120_000);
});
