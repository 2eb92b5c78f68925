import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowEntries, flowStepRuns } from '../src/db/schema';
import { DUE_BATCH } from '../src/modules/flows/due';
import { FLOW_DRY_RUNS_PER_MINUTE } from '../src/modules/flows/routes';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Flows (issue 16) with a test clock and a real SMTP server on loopback: validation with the spec's
 * messages, the abandoned-cart template end to end (4 hours, mail, 24 hours, bought?, second mail), a
 * buyer leaving, quiet hours across a clock change, customers staying on their version, and another
 * account kept out.
 */
const received: Array<{ to: string; raw: string; at: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      for (const to of session.envelope.rcptTo) {
        received.push({
          to: to.address.toLowerCase(),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: clock.now().toISOString(),
        });
      }
      callback();
    });
  },
});
const HOUR = 3_600_000;
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_POLL_MS: '60000', LOGIN_MAX_PER_IP_PER_MINUTE: '1000' },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const runDue = () => t.app.platform.jobs.runDue();
/** Forward to the next day's 08:00 UTC (10:00 in Oslo in summer): each test starts outside quiet hours. */
function nextMorning() {
  const day = new Date(clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
  clock.set(`${day}T08:00:00Z`);
}
async function after(ms: number) {
  clock.advance(ms);
  await runDue();
}

const REMINDER = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Hei! Du glemte noe i handlekurven: {{ cart.total }}.</mj-text>
  <mj-button href="https://butikk.example.no/kurv">Til handlekurven</mj-button>
</mj-column></mj-section></mj-body></mjml>`;

interface FlowAnswer {
  data: {
    id: number;
    active: boolean;
    version: number;
    definition: { steps: Array<{ id: string; type: string; template_id?: number | null; amount?: number }> };
    problems: Array<{ step: string; field: string | null; code: string }>;
    figures: Record<string, { entered: number; sent: number; waiting: number; orders: number }>;
    on_older_versions: number;
  };
}

async function shop(options: { reminder?: boolean; packages?: string[] } = {}) {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: options.packages ?? ['PACKAGE_EMAIL'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  let templateId: number | null = null;
  if (options.reminder ?? true) {
    const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Handlekurv',
      type: 'CART_REMINDER',
      subject: 'Glemte du noe?',
      mjml: REMINDER,
    });
    expect(template.status).toBe(201);
    templateId = template.body.data.id;
  }
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Kasse' });
  const client = new TestClient(t.url);
  const auth = { authorization: `Bearer ${key.body.data.key}` };
  /** A flow from a template, its mails switched to this test's own small reminder when it has one. */
  const flow = async (template: string | null = 'abandoned_cart') => {
    const created = await panel.post<FlowAnswer>('/api/flows', { name: 'Handlekurv', template });
    expect(created.status).toBe(201);
    if (template !== 'abandoned_cart' || templateId === null) return created.body.data;
    const { definition } = created.body.data;
    const own = await panel.put<FlowAnswer>(`/api/flows/${created.body.data.id}`, {
      name: 'Handlekurv',
      definition: {
        ...definition,
        steps: definition.steps.map((step) =>
          step.type === 'send_email' ? { ...step, template_id: templateId } : step,
        ),
      },
      reentry: { mode: 'once' },
    });
    expect(own.status).toBe(200);
    return own.body.data;
  };
  const abandon = (email: string, totalOre = 129_900) =>
    t.app.platform.events.unitOfWork(async (_tx, publish) => {
      publish('cart.abandoned', account.id, {
        visitor_id: `v-${email}`,
        email,
        lines: [{ product_id: 'sko-1', name: 'Fjellsko', quantity: 1, price_ore: totalOre }],
        total_ore: totalOre,
        changed_at: clock.now().toISOString(),
        abandoned_after_minutes: 60,
      });
    });
  const buy = (email: string) =>
    client.post(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: `O-${email}-${clock.now().getTime()}`,
          created_at: clock.now().toISOString(),
          lines: [],
          subtotal: 1299,
          total: 1299,
          customer_email: email,
        },
      ],
      auth,
    );
  /** A new session: the clock passes a session's 180 minutes in these tests. */
  const signIn = async () => {
    const fresh = await signedIn(t.url, owner);
    fresh.account = account.id;
    return fresh;
  };
  return { account, panel, templateId, flow, abandon, buy, signIn };
}

const mailsTo = (email: string) => received.filter((mail) => mail.to === email);
const fields = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

describe('flow validation', () => {
  it('shows every problem where it is, and a flow with problems cannot be activated', async () => {
    const s = await shop({ reminder: false });
    const empty = await s.flow(null);
    expect(empty.problems).toEqual([{ step: 'start', field: null, code: 'flow_no_steps' }]);
    const refused = await s.panel.post(`/api/flows/${empty.id}/activate`);
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual({ start: 'Flyten må ha minst ett steg etter start.' });

    // A template's send steps without an e-mail: each needs one chosen.
    const cart = await s.flow();
    const unwired = await s.panel.put(`/api/flows/${cart.id}`, {
      name: 'Handlekurv',
      definition: {
        ...cart.definition,
        steps: cart.definition.steps.map((step) =>
          step.type === 'send_email' ? { ...step, template_id: null } : step,
        ),
      },
      reentry: { mode: 'once' },
    });
    expect(unwired.status).toBe(200);
    expect(fields(await s.panel.post(`/api/flows/${cart.id}/activate`))).toEqual({
      'mail-1.template_id': 'Velg en e-post for dette steget.',
      'mail-2.template_id': 'Velg en e-post for dette steget.',
    });

    const save = (definition: unknown) =>
      s.panel.put<FlowAnswer>(`/api/flows/${empty.id}`, {
        name: 'Test',
        definition,
        reentry: { mode: 'once' },
      });
    const start = { kind: 'event', event: 'purchased_category_or_product' };
    const saved = await save({
      start,
      first: 'w',
      steps: [
        { id: 'w', type: 'wait', amount: null, next: 'c' },
        { id: 'c', type: 'condition', condition: { kind: 'cart_value', amount: 500 }, yes: 'p', no: null },
        { id: 'p', type: 'review_service', next: null },
      ],
    });
    expect(saved.status).toBe(200);
    expect(fields(await s.panel.post(`/api/flows/${empty.id}/activate`))).toEqual({
      'start.values': 'Hendelsen må ha minst én verdi.',
      w: 'Et steg må opprettes før du legger til et nytt.',
      'w.amount': 'Feltet må fylles ut.',
      c: 'Et steg må opprettes før du legger til et nytt.',
      'c.kind': 'Denne regelen eller dette steget kan ikke kombineres med den valgte hendelsen.',
    });
    // Bad input keeps what was saved.
    const bad = await save({ start: { kind: 'event', event: 'ukjent' }, first: null, steps: [] });
    expect(bad.status).toBe(400);
    const kept = await s.panel.get<FlowAnswer>(`/api/flows/${empty.id}`);
    expect(kept.body.data.definition.steps.map((step) => step.id)).toEqual(['w', 'c', 'p']);
  });

  it('keeps another account out of a flow', async () => {
    const s = await shop();
    const flow = await s.flow();
    const other = await shop({ reminder: false });
    expect((await other.panel.get(`/api/flows/${flow.id}`)).status).toBe(404);
    expect(
      (
        await other.panel.put(`/api/flows/${flow.id}`, {
          name: 'x',
          definition: flow.definition,
          reentry: {},
        })
      ).status,
    ).toBe(404);
    expect((await other.panel.post(`/api/flows/${flow.id}/activate`)).status).toBe(404);
    expect((await other.panel.post(`/api/flows/${flow.id}/duplicate`)).status).toBe(404);
    expect((await other.panel.delete(`/api/flows/${flow.id}`)).status).toBe(404);
    const list = await other.panel.get<{ data: Array<{ id: number }> }>('/api/flows');
    expect(list.body.data.map((row) => row.id)).not.toContain(flow.id);
    // The quiet hours are each account's own.
    const night = { enabled: true, from: '22:00', to: '07:00' };
    expect((await other.panel.put('/api/flows/settings', night)).status).toBe(200);
    expect((await other.panel.get('/api/flows/settings')).body).toEqual({ data: night });
    expect((await s.panel.get('/api/flows/settings')).body).toEqual({
      data: { enabled: true, from: '21:00', to: '08:00' },
    });
    // Another account's template code is refused where the step names it (its codes are its own).
    const rival = await shop({ packages: ['PACKAGE_EMAIL', 'PACKAGE_DISCOUNTS'] });
    const code = await rival.panel.post<{ data: { id: number } }>('/api/discounts/codes', {
      name: 'Velkommen',
      code: `MAL${rival.account.id}`,
      type: 'percent',
      amount: 10,
      auto_create_unique: true,
    });
    expect(code.status).toBe(201);
    const withCode = await s.panel.put(`/api/flows/${flow.id}`, {
      name: 'Handlekurv',
      definition: {
        ...flow.definition,
        steps: flow.definition.steps.map((step) =>
          step.id === 'mail-1' ? { ...step, discount_template_id: code.body.data.id } : step,
        ),
      },
      reentry: { mode: 'once' },
    });
    // Refused on the save itself (issue 30), not only when the flow is turned on.
    expect(withCode.status).toBe(400);
    expect(withCode.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          'mail-1.discount_template_id':
            'Den valgte rabattkoden finnes ikke, eller er ikke en mal for unike koder. Velg en annen.',
        },
      },
    });
    await s.panel.put(`/api/flows/${flow.id}`, {
      name: 'Handlekurv',
      definition: flow.definition,
      reentry: { mode: 'once' },
    });
    // Another account's cart never enters this account's flow.
    expect((await s.panel.post(`/api/flows/${flow.id}/activate`)).status).toBe(200);
    await other.abandon('fremmed@example.no');
    await runDue();
    const entered = await t.database.db.select().from(flowEntries).where(eq(flowEntries.flowId, flow.id));
    expect(entered).toHaveLength(0);
  });
});

describe('the abandoned-cart flow', () => {
  it('mails after 4 hours, checks at 24 hours, and mails again to a customer who did not buy', async () => {
    nextMorning();
    const s = await shop();
    const flow = await s.flow();
    // With the account's cart reminder in both mails, the template is ready to activate.
    expect(flow.problems).toEqual([]);
    expect((await s.panel.post(`/api/flows/${flow.id}/activate`)).status).toBe(200);
    const email = `kari.${s.account.id}@example.no`;
    await s.abandon(email);
    await runDue();
    await after(4 * HOUR - 60_000);
    expect(mailsTo(email)).toHaveLength(0);
    await after(60_000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.raw).toContain('299,00 kr');
    expect(mailsTo(email)[0]?.raw).toContain('/api/e/f/u/');
    await after(20 * HOUR);
    expect(mailsTo(email)).toHaveLength(2);
    // She clicks the second mail and buys: the flow's figures count the order.
    const decoded = (mailsTo(email)[1]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const click = /href="(http[^"]+\/api\/e\/f\/c\/[^"]+)"/.exec(decoded)?.[1]?.replaceAll('&amp;', '&');
    expect(click).toBeDefined();
    const visitor = new TestClient(t.url);
    const redirected = await visitor.request('GET', (click as string).replace(/^https?:\/\/[^/]+/, ''));
    expect(redirected.headers.get('location')).toBe('https://butikk.example.no/kurv');
    await s.buy(email);
    await runDue();
    await after(48 * HOUR);
    expect(mailsTo(email)).toHaveLength(2);
    const detail = await (await s.signIn()).get<FlowAnswer>(`/api/flows/${flow.id}`);
    expect(detail.body.data.figures['mail-1']).toMatchObject({ entered: 1, sent: 1, waiting: 0 });
    expect(detail.body.data.figures.bought).toMatchObject({ entered: 1 });
    expect(detail.body.data.figures['mail-2']).toMatchObject({
      sent: 1,
      clicked: 1,
      orders: 1,
      revenue: 1299,
    });
    const list = await (await s.signIn()).get<{ data: Array<{ id: number; sent: number; orders: number }> }>(
      '/api/flows',
    );
    expect(list.body.data.find((row) => row.id === flow.id)).toMatchObject({ sent: 2, orders: 1 });
    // Once: the same cart abandoned again does not bring her back (the flow's re-entry rule).
    await s.abandon(email);
    await after(5 * HOUR);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('sends nothing more to a customer who buys while waiting', async () => {
    nextMorning();
    const s = await shop();
    const flow = await s.flow();
    await s.panel.post(`/api/flows/${flow.id}/activate`);
    const email = `ola.${s.account.id}@example.no`;
    await s.abandon(email);
    await runDue();
    await after(HOUR);
    expect((await s.buy(email)).status).toBeLessThan(300);
    await runDue();
    await after(30 * HOUR);
    expect(mailsTo(email)).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(flowEntries)
      .where(and(eq(flowEntries.flowId, flow.id), eq(flowEntries.email, email)));
    expect(entry).toMatchObject({ status: 'exited', exitReason: 'purchased' });
  });

  it('keeps a customer on the version they entered when the flow is edited', async () => {
    nextMorning();
    const s = await shop();
    const flow = await s.flow();
    await s.panel.post(`/api/flows/${flow.id}/activate`);
    const first = `forste.${s.account.id}@example.no`;
    await s.abandon(first);
    await runDue();
    // The first wait becomes 1 hour: only new entries get it.
    const steps = flow.definition.steps.map((step) =>
      step.id === 'wait-4h' ? { ...step, amount: 1 } : step,
    );
    const edited = await s.panel.put<FlowAnswer>(`/api/flows/${flow.id}`, {
      name: 'Handlekurv',
      definition: { ...flow.definition, steps },
      reentry: { mode: 'once' },
    });
    expect(edited.body.data).toMatchObject({ version: 2, on_older_versions: 1 });
    const second = `andre.${s.account.id}@example.no`;
    await s.abandon(second);
    await runDue();
    await after(HOUR);
    expect(mailsTo(second)).toHaveLength(1);
    expect(mailsTo(first)).toHaveLength(0);
    await after(3 * HOUR);
    expect(mailsTo(first)).toHaveLength(1);
    // An active flow is not saved with a problem in it.
    const broken = await (await s.signIn()).put(`/api/flows/${flow.id}`, {
      name: 'Handlekurv',
      definition: {
        ...flow.definition,
        steps: steps.map((step) => (step.type === 'send_email' ? { ...step, template_id: null } : step)),
      },
      reentry: { mode: 'once' },
    });
    expect(broken.status).toBe(422);
    expect((broken.body as unknown as ApiError).error.code).toBe('flow_active_invalid');
  });
});

describe('the due steps, in batches', () => {
  it('runs more customers than one batch holds, and ends alone a customer whose step fails or already ran', async () => {
    nextMorning();
    const s = await shop();
    const flow = await s.flow();
    await s.panel.post(`/api/flows/${flow.id}/activate`);
    const count = DUE_BATCH + 5;
    const emails = Array.from({ length: count }, (_, index) => `kunde${index}.${s.account.id}@example.no`);
    for (const email of emails) await s.abandon(email);
    await runDue();
    // One customer's cart no longer renders (lines that are not a list): their mail step throws.
    const broken = emails[7] as string;
    await t.database.db
      .update(flowEntries)
      .set({ context: { cart: { lines: 5, total_ore: 100 } } })
      .where(and(eq(flowEntries.flowId, flow.id), eq(flowEntries.email, broken)));
    // Another's mail step is already on record (say, data mended by hand): it is never run again, and the
    // batch's one insert of step records does not fail on it.
    const recorded = emails[9] as string;
    const [entry] = await t.database.db
      .select()
      .from(flowEntries)
      .where(and(eq(flowEntries.flowId, flow.id), eq(flowEntries.email, recorded)));
    await t.database.db.insert(flowStepRuns).values({
      accountId: s.account.id,
      flowId: flow.id,
      entryId: entry?.id ?? 0,
      stepId: 'mail-1',
      outcome: 'sent',
      ranAt: clock.now(),
    });
    const sentBefore = received.length;
    await after(4 * HOUR);
    expect(received.length - sentBefore).toBe(count - 2);
    expect(mailsTo(recorded)).toHaveLength(0);
    expect(mailsTo(broken)).toHaveLength(0);
    expect(mailsTo(emails[0] as string)).toHaveLength(1);
    expect(mailsTo(emails[count - 1] as string)).toHaveLength(1);
    const rows = await t.database.db.select().from(flowEntries).where(eq(flowEntries.flowId, flow.id));
    expect(rows.find((row) => row.email === broken)).toMatchObject({
      status: 'exited',
      exitReason: 'step_failed',
      dueAt: null,
    });
    expect(rows.find((row) => row.email === recorded)).toMatchObject({
      status: 'exited',
      exitReason: 'step_already_ran',
    });
    // Everyone else waits at the 24-hour wait, due 24 hours after the mail.
    const waiting = rows.filter((row) => row.email !== broken && row.email !== recorded);
    expect(new Set(waiting.map((row) => `${row.status}:${row.stepId}`))).toEqual(
      new Set(['active:wait-24h']),
    );
    // Nothing is run again: a second look sends nothing.
    await after(60_000);
    expect(received.length - sentBefore).toBe(count - 2);
  });
});

describe('a flow that starts on a segment', () => {
  it('takes in those who join the segment after it is turned on, not those already in it', async () => {
    nextMorning();
    const s = await shop({ reminder: false });
    const tag = `vip${s.account.id}`;
    const importRows = (rows: string[]) =>
      s.panel.request('POST', '/api/audience/contacts/import', {
        rawBody: ['e-post;navn;merker;samtykke', ...rows].join('\n'),
        headers: { 'content-type': 'text/csv' },
      });
    const before = `for.${s.account.id}@example.no`;
    const joiner = `ny.${s.account.id}@example.no`;
    expect((await importRows([`${before};Før;${tag};ja`])).status).toBe(200);
    const segment = await s.panel.post<{ data: { id: number } }>('/api/audience/segments', {
      name: 'VIP',
      definition: { match: 'all', rules: [{ field: 'tag', value: tag }] },
    });
    const template = await s.panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Velkommen',
      subject: 'Velkommen som VIP',
      mjml: REMINDER.replace('{{ cart.total }}', 'VIP'),
    });
    const flow = await s.flow(null);
    const saved = await s.panel.put(`/api/flows/${flow.id}`, {
      name: 'VIP',
      definition: {
        start: { kind: 'segment', segment_id: segment.body.data.id },
        first: 'hei',
        steps: [{ id: 'hei', type: 'send_email', template_id: template.body.data.id, next: null }],
      },
      reentry: { mode: 'once' },
    });
    expect(saved.status).toBe(200);
    expect((await s.panel.post(`/api/flows/${flow.id}/activate`)).status).toBe(200);
    expect((await importRows([`${joiner};Ny;${tag};ja`])).status).toBe(200);
    await after(10 * 60_000);
    expect(mailsTo(joiner)).toHaveLength(1);
    expect(mailsTo(before)).toHaveLength(0);
    await after(10 * 60_000);
    expect(mailsTo(joiner)).toHaveLength(1);
  });
});

describe('the dry run', () => {
  it('replays the last 30 days of events through the flow before it is turned on', async () => {
    nextMorning();
    const s = await shop();
    const flow = await s.flow();
    const early = `tidlig.${s.account.id}@example.no`;
    const late = `sen.${s.account.id}@example.no`;
    await s.abandon(early);
    await runDue();
    await after(10 * HOUR);
    await s.buy(early);
    await runDue();
    await after(20 * HOUR);
    await s.abandon(late);
    await runDue();
    await after(2 * HOUR);
    const panel = await s.signIn();
    const run = await panel.post<{
      data: { entered: number; events: number; steps: Record<string, unknown> };
    }>(`/api/flows/${flow.id}/dry-run`, {});
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ events: 2, entered: 2 });
    // The late cart still waits its 4 hours; the early one got the first mail, bought, and left.
    expect(run.body.data.steps['wait-4h']).toMatchObject({ reached: 2, waiting: 1 });
    expect(run.body.data.steps['mail-1']).toMatchObject({ reached: 1, sent: 1 });
    expect(run.body.data.steps.bought).toMatchObject({ reached: 1, yes: 1, no: 0 });
    expect(run.body.data.steps['mail-2']).toBeUndefined();
    // Nothing was written or sent, and the flow is still off.
    expect(mailsTo(early)).toHaveLength(0);
    expect((await panel.get<FlowAnswer>(`/api/flows/${flow.id}`)).body.data.active).toBe(false);
    // The builder's unsaved flow can be tried too: without the purchase check, both mails.
    const steps = flow.definition.steps.map((step) =>
      step.id === 'wait-24h' ? { ...step, next: 'mail-2' } : step,
    );
    const unsaved = await panel.post<{ data: { steps: Record<string, { sent: number }> } }>(
      `/api/flows/${flow.id}/dry-run`,
      { definition: { ...flow.definition, steps } },
    );
    expect(unsaved.body.data.steps['mail-2']).toMatchObject({ sent: 1 });
    // Another account's flow cannot be tried.
    const other = await shop({ reminder: false });
    expect((await other.panel.post(`/api/flows/${flow.id}/dry-run`, {})).status).toBe(404);
  });

  it("lets one account start a few dry runs a minute, and not another account's share", async () => {
    const s = await shop();
    const flow = await s.flow();
    const other = await shop();
    const otherFlow = await other.flow();
    const answers = [];
    for (let n = 0; n <= FLOW_DRY_RUNS_PER_MINUTE; n++) {
      answers.push((await s.panel.post(`/api/flows/${flow.id}/dry-run`, {})).status);
    }
    expect(answers.slice(0, FLOW_DRY_RUNS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const refused = await s.panel.post(`/api/flows/${flow.id}/dry-run`, {});
    expect(refused.status).toBe(429);
    expect((refused.body as unknown as ApiError).error.code).toBe('too_many_requests');
    expect((await other.panel.post(`/api/flows/${otherFlow.id}/dry-run`, {})).status).toBe(200);
  });
});

describe('quiet hours', () => {
  it('moves a 23:00 send to 08:00 Oslo time, across the autumn clock change', async () => {
    // Saturday 24 October 2026, 19:00 in Oslo (summer time); the clocks go back that night.
    clock.set('2026-10-24T17:00:00Z');
    const s = await shop();
    const flow = await s.flow();
    await s.panel.post(`/api/flows/${flow.id}/activate`);
    const email = `natt.${s.account.id}@example.no`;
    await s.abandon(email);
    await runDue();
    // 4 hours later is 23:00 in Oslo: quiet.
    await after(4 * HOUR);
    expect(mailsTo(email)).toHaveLength(0);
    // 07:59 on Sunday in Oslo (winter time, UTC+1) is 06:59 UTC.
    clock.set('2026-10-25T06:59:00Z');
    await runDue();
    expect(mailsTo(email)).toHaveLength(0);
    clock.set('2026-10-25T07:00:00Z');
    await runDue();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.at).toBe('2026-10-25T07:00:00.000Z');
  });
});
