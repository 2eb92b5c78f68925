/**
 * E-mail benchmark (issue 15):
 *  - rendering: one template with merge tags (a loop over lines included) rendered for many recipients in
 *    this process, the way a campaign's sending job does it (merge tags, tracked links, the plain-text
 *    part); mails per second,
 *  - a campaign to BENCH_RECIPIENTS (default 100,000) contacts on PostgreSQL, the real server sending
 *    through a local SMTP sink (a real SMTP server on loopback that counts and drops): the time from
 *    "send" until the campaign says sent, the rate held, the sink's count (each address once), and the
 *    server's peak memory, sampled, against the recipients (memory flat in the recipient count).
 *   npm run email -w @butikkpanel/bench
 * Bounded: BENCH_MAX_MINUTES (default 20); it stops the server, the sink and the cluster it started.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../apps/server/src/db/client';
import { plainText, renderHtml } from '../apps/server/src/modules/email';
import { campaignLinks, trackedHtml } from '../apps/server/src/modules/email/campaign-links';
import { compileMjml } from '../apps/server/src/modules/email/compile';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { createAccount } from './discounts-seed';
import { freePort, login, processMemory, startServer } from './server';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20_000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 20);
const OWNER = 'epost@demo.no';

const MJML = `<mjml><mj-body background-color="#f4f4f4"><mj-section background-color="#ffffff"><mj-column>
  <mj-text font-size="22px" font-weight="bold">Nytt fra {{ shop.name }}</mj-text>
  <mj-text>Hei {{ customer.first_name }}! Dette er ukens utvalg for deg ({{ customer.email }}).</mj-text>
  <mj-text>{% for line in order.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}<br>{% endfor %}</mj-text>
  <mj-button href="https://butikk.example.no/uke?utm_source=epost">Se ukens utvalg</mj-button>
  <mj-button href="https://butikk.example.no/salg">Salg</mj-button>
  <mj-text font-size="12px">{{ shop.name }} · <a href="{{ unsubscribe_url }}">Meld deg av</a></mj-text>
</mj-column></mj-section></mj-body></mjml>`;

const cleanups = new Set<() => void>();
const timer = setTimeout(() => {
  console.error(`stopped after ${MAX_MINUTES} minutes`);
  for (const cleanup of cleanups) cleanup();
  process.exit(1);
}, MAX_MINUTES * 60_000);
timer.unref();

async function renderBench() {
  const compiled = await compileMjml(MJML);
  if ('error' in compiled) throw new Error(compiled.error);
  const links = campaignLinks('https://panel.example.no', randomBytes(32));
  const line = { name: 'Joggesko', quantity: 1, price: '899,00 kr', total: '899,00 kr', image_url: '' };
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const token = randomBytes(16).toString('base64url');
    const context = {
      customer: { name: `Kunde ${i}`, first_name: 'Kunde', email: `kunde${i}@example.no` },
      shop: { name: 'Epostbutikken AS' },
      cart: null,
      order: { id: String(i), lines: [line, line, line], total: '2 697,00 kr', placed_at: '' },
      unsubscribe_url: links.unsubscribe(token),
      discount_code: '',
    };
    const html = await renderHtml(compiled.html, context);
    const tracked = trackedHtml(html, token, links);
    bytes += tracked.length + plainText(html).length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rendering: ${RENDERS.toLocaleString('en')} mails in ${seconds.toFixed(2)} s = ${Math.round(RENDERS / seconds).toLocaleString('en')} mails/s ` +
      `(merge tags, tracked links, text part; ${Math.round(bytes / RENDERS / 1024)} KiB each)`,
  );
}

/** A real SMTP server on loopback that counts each recipient and drops the mail. */
async function startSink() {
  const seen = new Set<string>();
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10_000_000,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) {
          mails++;
          seen.add(to.address);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    counts: () => ({ mails, distinct: seen.size }),
    close: () => server.close(),
  };
}

/** The server's resident memory now (Linux), in MiB. */
const rssMiB = (pid: number) => processMemory(pid).rss / 2 ** 20;

async function campaignBench() {
  const cluster = await startPostgresCluster();
  cleanups.add(() => cluster.stop());
  const sink = await startSink();
  cleanups.add(() => sink.close());
  let server: ChildProcess | null = null;
  cleanups.add(() => server?.kill('SIGKILL'));
  const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
  const seedStarted = performance.now();
  let accountId: number;
  try {
    await database.migrate();
    await syncPackageCatalogue(database.db);
    accountId = await createAccount(database.db, { company: 'Epostbutikken AS', owner: OWNER });
    await database.db.execute(sql`
      insert into audience_contacts (account_id, email, name, consent, consent_source, consent_at)
      select ${accountId}, 'kunde' || n || '@example.no', 'Kunde ' || n, 'given', 'import', now()
      from generate_series(1, ${RECIPIENTS}) as n`);
    await database.db.execute(sql`analyze audience_contacts`);
  } finally {
    await database.close();
  }
  console.log(
    `\nPostgreSQL 15 (throwaway cluster, fsync=off): ${RECIPIENTS.toLocaleString('en')} consenting contacts ` +
      `(${((performance.now() - seedStarted) / 1000).toFixed(1)} s to make)`,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(port, {
    DATABASE_URL: cluster.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    SMTP_URL: sink.url,
    EMAIL_CAMPAIGN_RATE: String(RATE),
    JOB_POLL_MS: '100',
    API_MAX_PER_IP_PER_MINUTE: '10000000',
  });
  const pid = server.pid as number;
  const { token, account } = await login(base, OWNER);
  const headers = {
    authorization: `Bearer ${token}`,
    'authorized-account': String(account),
    'content-type': 'application/json',
  };
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { data: { id: number } };
  };
  const template = await post('/api/emails/templates', {
    name: 'Ukens utvalg',
    subject: 'Ukens utvalg, {{ customer.first_name }}',
    mjml: MJML,
  });
  const campaign = await post('/api/emails/campaigns', { name: 'Bench', template_id: template.data.id });
  const before = rssMiB(pid);
  let peak = before;
  const started = performance.now();
  await post(`/api/emails/campaigns/${campaign.data.id}/send`, {});
  const samples: Array<{ at: number; sent: number; rss: number }> = [];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rss = rssMiB(pid);
    peak = Math.max(peak, rss);
    const answer = await fetch(`${base}/api/emails/campaigns/${campaign.data.id}`, { headers });
    const body = (await answer.json()) as {
      data: { status: string; figures: { sent: number; failed: number } };
    };
    samples.push({ at: (performance.now() - started) / 1000, sent: body.data.figures.sent, rss });
    if (body.data.status === 'sent') {
      const seconds = (performance.now() - started) / 1000;
      const { mails, distinct } = sink.counts();
      console.log(
        `campaign to ${RECIPIENTS.toLocaleString('en')}: sent in ${seconds.toFixed(1)} s = ${Math.round(body.data.figures.sent / seconds).toLocaleString('en')} mails/s ` +
          `(pace set to ${RATE}/s; sent ${body.data.figures.sent}, failed ${body.data.figures.failed}; the sink got ${mails} mails to ${distinct} addresses)`,
      );
      const quarter = samples.filter((sample) => sample.sent >= RECIPIENTS / 4)[0];
      const half = samples.filter((sample) => sample.sent >= RECIPIENTS / 2)[0];
      console.log(
        `server memory: ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB; at 25 % sent ${quarter?.rss.toFixed(0)} MiB, at 50 % ${half?.rss.toFixed(0)} MiB, at the end ${samples.at(-1)?.rss.toFixed(0)} MiB`,
      );
      break;
    }
  }
  server.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
}

await renderBench();
await campaignBench();
process.exit(0);
