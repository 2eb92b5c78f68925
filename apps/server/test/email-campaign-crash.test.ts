import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './http';
import { crashKit } from './support/crash-children';

/**
 * A campaign to 10,000 subscribers with the server killed (SIGKILL) mid-send and started again on the same
 * database, against a real SMTP server on loopback: every subscriber gets the campaign's one message, the
 * unconsented get nothing, and the campaign ends as sent with the right figures.
 */
const SUBSCRIBERS = 10_000;
/** Mails in flight when the process dies: two batches' groups of 32 (campaign-sending.ts, PARALLEL). */
const IN_FLIGHT_MAX = 64;

const kit = crashKit(inject('postgresUrl'));
/** Address → the Message-IDs delivered to it (a repeat of one message is one mail to its reader). */
const delivered = new Map<string, string[]>();
let deliveries = 0;
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
        const address = to.address.toLowerCase();
        delivered.set(address, [...(delivered.get(address) ?? []), messageId]);
        deliveries += 1;
      }
      callback();
    });
  },
});

// The killed server's SMTP connections end with a reset: expected here, not an error of the test.
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a campaign across a crash', () => {
  it('reaches each of 10,000 subscribers with one message when the server is killed mid-send', async () => {
    const target = await kit.freshTarget('campaign');
    const { port } = smtp.server.address() as AddressInfo;
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_CAMPAIGN_RATE: '1000',
      // A killed worker's recipients are taken again after 3 s (the default waits 2 minutes).
      EMAIL_STALE_CLAIM_MS: '3000',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    };
    const first = await kit.start(target, env);
    const panel = new TestClient(first.url);
    await panel.login('eier@demo.no', 'Demo1234!');
    const rows = ['e-post;navn;merker;samtykke'];
    for (let i = 0; i < SUBSCRIBERS; i++) rows.push(`k${i}@krasj.example.no;Kunde ${i};krasj;ja`);
    for (let i = 0; i < 20; i++) rows.push(`nei${i}@krasj.example.no;Nei ${i};krasj;nei`);
    const imported = await panel.request<{ data: { imported: number } }>(
      'POST',
      '/api/audience/contacts/import',
      {
        rawBody: rows.join('\n'),
        headers: { 'content-type': 'text/csv' },
      },
    );
    expect(imported.body.data.imported).toBe(SUBSCRIBERS + 20);
    const segment = await panel.post<{ data: { id: number; reachable: number } }>('/api/audience/segments', {
      name: 'Krasj',
      definition: { match: 'all', rules: [{ field: 'tag', value: 'krasj' }] },
    });
    expect(segment.body.data.reachable).toBe(SUBSCRIBERS);
    const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Krasjtest',
      subject: 'Hei {{ customer.first_name }}',
      mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hei!</mj-text></mj-column></mj-section></mj-body></mjml>',
    });
    const campaign = await panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Krasj',
      template_id: template.body.data.id,
      segment_id: segment.body.data.id,
    });
    const path = `/api/emails/campaigns/${campaign.body.data.id}`;
    expect((await panel.post(`${path}/send`)).status).toBe(200);

    // The waits are bounds, not goals: on PGlite with two cores shared by the whole suite, the restart's
    // recovery and the remaining 7,500 mails took 120–190 s.
    await until(() => deliveries >= 2500, 120_000, 'a quarter of the campaign');
    await first.kill();
    const atKill = deliveries;
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    const second = await kit.start(target, env);
    const after = new TestClient(second.url);
    await after.login('eier@demo.no', 'Demo1234!');
    let figures: { status: string; figures: { recipients: number; sent: number; failed: number } } | null =
      null;
    await until(
      async () => {
        figures = (await after.get<{ data: NonNullable<typeof figures> }>(path)).body.data;
        return figures.status === 'sent';
      },
      300_000,
      'the campaign to finish after the restart',
    );
    expect(figures).toMatchObject({
      status: 'sent',
      figures: { recipients: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0 },
    });
    // Every subscriber got the campaign, each its own single message.
    const subscribers = [...delivered.keys()].filter((address) => address.startsWith('k'));
    expect(subscribers).toHaveLength(SUBSCRIBERS);
    for (const address of subscribers) expect(new Set(delivered.get(address)).size).toBe(1);
    // Nobody who said no.
    expect([...delivered.keys()].filter((address) => address.startsWith('nei'))).toEqual([]);
    // SMTP is outside the database: only mails in flight at the kill (accepted, not yet marked) go twice,
    // as the same message (same Message-ID), which mail providers show once.
    expect(deliveries - SUBSCRIBERS).toBeLessThanOrEqual(IN_FLIGHT_MAX);
    await second.stop();
  }, 540_000);
});
