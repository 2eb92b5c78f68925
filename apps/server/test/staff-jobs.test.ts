import type { AuditEntry, JobHealthAnswer, JobKindHealth } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, ManualClock, type ServerModule } from '../src/platform';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

const MINUTE = 60_000;
const KIND = 'probe.staff-mail';
/** Personal data in a payload: the staff view must never show it. */
const PRIVATE_ADDRESS = 'kari.personvern@example.no';

let failuresLeft = 0;
const delivered: string[] = [];

const probeModule: ServerModule = {
  name: 'staff-jobs-probe',
  jobs: [
    defineJob({
      kind: KIND,
      payload: z.object({ key: z.string(), to: z.string() }),
      maxAttempts: 2,
      backoff: { baseMs: MINUTE, maxMs: MINUTE },
      handle: async ({ key }) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('SMTP-tjeneren svarte 451');
        }
        delivered.push(key);
      },
    }),
  ],
};

// A fixed instant: the queue runs by this clock, moved by hand.
const clock = new ManualClock('2026-03-28T23:30:00Z');
let t: TestApp;
let staff: TestClient;
let staffEmail: string;
let partner: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' }, undefined, {
    clock,
    modules: [probeModule],
  });
  const staffUser = await createUser(t.database.db, { roles: ['staff'] });
  staffEmail = staffUser.email;
  staff = await signedIn(t.url, staffUser);
  partner = await signedIn(t.url, await createUser(t.database.db, { roles: ['partner'] }));
  admin = await signedIn(t.url, await createUser(t.database.db, { roles: ['admin'] }));
});
afterAll(() => t.close());

const health = async (client: TestClient) => {
  const answer = await client.get<JobHealthAnswer>('/api/staff/jobs');
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const kindOf = (data: JobHealthAnswer['data']): JobKindHealth | undefined =>
  data.kinds.find((row) => row.kind === KIND);

describe('the job queue in the staff area', () => {
  it('is closed to guests (401) and to a merchant of any account (403), for reading and retrying', async () => {
    const { owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const merchant = await signedIn(t.url, owner);
    const guest = new TestClient(t.url);
    for (const [method, path] of [
      ['GET', '/api/staff/jobs'],
      ['POST', '/api/staff/jobs/1/retry'],
    ] as const) {
      expect((await guest.request<ApiError>(method, path)).status, `${method} ${path} guest`).toBe(401);
      const asMerchant = await merchant.request<ApiError>(method, path);
      expect(asMerchant.status, `${method} ${path} merchant`).toBe(403);
      expect(asMerchant.body.error.code).toBe('forbidden');
    }
  });

  it('lists every kind this server runs, idle ones included, for staff, partners and admins', async () => {
    for (const client of [staff, partner, admin]) {
      const data = await health(client);
      const kinds = data.kinds.map((row) => row.kind);
      expect(kinds).toEqual(expect.arrayContaining([KIND, 'mail.deliver', 'privacy.retention']));
      expect(kindOf(data)).toMatchObject({ due: 0, running: 0, failed: 0, dead: 0, last_error: null });
    }
  });

  it('shows a failing job per kind with its error, lands it in dead, and queues it again on retry', async () => {
    failuresLeft = 2;
    await t.app.platform.jobs.enqueue(KIND, { key: 'first', to: PRIVATE_ADDRESS });
    await t.app.platform.jobs.runDue();

    // First attempt failed: queued again for a minute later, with the error shown on its kind.
    const afterFirst = await health(staff);
    expect(kindOf(afterFirst)).toMatchObject({
      failed: 1,
      dead: 0,
      last_error: 'SMTP-tjeneren svarte 451',
      last_error_at: clock.now().toISOString(),
    });
    expect(afterFirst.dead).toEqual([]);

    // The second attempt is the last: the job is given up.
    clock.advance(MINUTE);
    await t.app.platform.jobs.runDue();
    const afterSecond = await health(staff);
    expect(kindOf(afterSecond)).toMatchObject({
      failed: 0,
      due: 0,
      dead: 1,
      last_error: 'SMTP-tjeneren svarte 451',
    });
    expect(afterSecond.dead).toHaveLength(1);
    const [dead] = afterSecond.dead;
    expect(dead).toMatchObject({ kind: KIND, attempts: 2, last_error: 'SMTP-tjeneren svarte 451' });
    expect(delivered).toEqual([]);

    // Payloads may hold personal data: neither the list nor the retry answer carries one.
    expect(JSON.stringify(afterSecond)).not.toContain('personvern');
    expect(Object.keys(dead ?? {}).sort()).toEqual([
      'attempts',
      'created_at',
      'finished_at',
      'id',
      'kind',
      'last_error',
    ]);

    const retried = await staff.post<JobHealthAnswer>(`/api/staff/jobs/${dead?.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data.dead).toEqual([]);
    expect(kindOf(retried.body.data)?.dead).toBe(0);
    expect(JSON.stringify(retried.body)).not.toContain('personvern');

    await t.app.platform.jobs.runDue();
    expect(delivered).toEqual(['first']);
    expect(kindOf(await health(staff))).toMatchObject({
      due: 0,
      scheduled: 0,
      running: 0,
      failed: 0,
      dead: 0,
    });

    // Done now, so it is no longer a dead job to retry.
    const again = await staff.post<ApiError>(`/api/staff/jobs/${dead?.id}/retry`);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({
      code: 'dead_job_not_found',
      message: 'Fant ikke jobben blant jobbene som er gitt opp. Den kan allerede være satt i kø igjen.',
    });

    // The retry is in the audit log: who, which job, which kind.
    const audit = await admin.get<{ data: AuditEntry[] }>('/api/staff/audit');
    const entry = audit.body.data.find((row) => row.action === 'job.retry');
    expect(entry).toMatchObject({
      actor_email: staffEmail,
      account_id: null,
      details: { job_id: dead?.id, kind: KIND },
    });
  });

  it('answers 404 for an id that is no job, and 400 for an id spelled any other way than plain digits', async () => {
    const missing = await partner.post<ApiError>('/api/staff/jobs/2147483647/retry');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('dead_job_not_found');
    for (const id of ['0', '01', '0x1', '1.0', 'abc', '-1', '2147483648']) {
      const answer = await staff.post<ApiError>(`/api/staff/jobs/${id}/retry`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.message).toBe('Noen felt er ikke riktig utfylt.');
    }
  });
});
