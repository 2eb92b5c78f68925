import { fieldMessage } from '@butikkpanel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema';
import { createAccountWithOwner, createUser, signedIn as signIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { HTML_AS_PNG, JPEG, PNG, pngOfSize, upload } from './images';
import { latestMailTo } from './mailbox';
import { startSmtpPeer } from './smtp-peer';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', SMTP_URL: smtp.url, JOB_POLL_MS: '20' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function ownerClient(packages: string[] = []) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const client = await signIn(t.url, owner);
  client.account = account.id;
  return { account, owner, client };
}

async function memberClient(accountId: number) {
  const member = await createUser(t.database.db);
  await t.database.db.insert(memberships).values({ accountId, userId: member.id, role: 'member' });
  const client = await signIn(t.url, member);
  client.account = accountId;
  return client;
}

const COMPANY = {
  company_name: 'Skotest AS',
  primary_color: '#112233',
  secondary_color: '#abc',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  phone: '+47 22 33 44 55',
  email: 'Post@Skotest.no',
  org_number: '912345678',
  website: 'https://skotest.no',
};

describe('company', () => {
  it('saves name, colours and contact details; the name stays the account name', async () => {
    const { client } = await ownerClient();
    const saved = await client.put<{ data: Record<string, unknown>; can_manage: boolean }>(
      '/api/account-settings/company',
      COMPANY,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.can_manage).toBe(true);
    expect(saved.body.data).toEqual({ ...COMPANY, email: 'post@skotest.no', logo_url: null });
    const read = await client.get<{ data: Record<string, unknown> }>('/api/account-settings/company');
    expect(read.body.data.company_name).toBe('Skotest AS');
    const accounts = await client.get<{ data: Array<{ account_id: number; company_name: string }> }>(
      '/api/accounts',
    );
    expect(JSON.stringify(accounts.body)).toContain('Skotest AS');
  });

  it.each([
    ['company_name', '', 'field_empty'],
    ['primary_color', 'blue', 'invalid_color'],
    ['secondary_color', '#12345', 'invalid_color'],
    ['postcode', '12345', 'invalid_postcode'],
    ['phone', 'ring meg', 'invalid_phone'],
    ['email', 'post@', 'invalid_email'],
    ['org_number', '12345678', 'invalid_org_number'],
    ['org_number', '9123456789', 'invalid_org_number'],
    ['website', 'skotest', 'invalid_url'],
    ['website', 'javascript:alert(1)', 'invalid_url'],
  ])('refuses %s = %j with the catalogue message and keeps what was saved', async (field, value, key) => {
    const { client } = await ownerClient();
    await client.put('/api/account-settings/company', COMPANY);
    const bad = await client.put<ApiError>('/api/account-settings/company', { ...COMPANY, [field]: value });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.fields?.[field]).toBe(fieldMessage(key));
    const read = await client.get<{ data: Record<string, unknown> }>('/api/account-settings/company');
    expect(read.body.data[field]).toBe(
      field === 'email' ? 'post@skotest.no' : COMPANY[field as keyof typeof COMPANY],
    );
  });

  it('answers field messages from the catalogue in the caller language', async () => {
    const { client } = await ownerClient();
    const bad = await client.put<ApiError>(
      '/api/account-settings/company',
      { ...COMPANY, org_number: '123' },
      { 'user-language': 'en' },
    );
    expect(bad.body.error.fields?.org_number).toBe('The organisation number must have 9 digits.');
  });

  it('stores a logo by its bytes and serves it unguessably with nosniff; refuses other files', async () => {
    const { client, account } = await ownerClient();
    const headers = { authorization: `Bearer ${client.token}`, 'authorized-account': String(account.id) };
    const url = `${t.url}/api/account-settings/company/logo`;
    const saved = await upload(url, PNG, 'image/png', headers);
    expect(saved.status).toBe(200);
    const logoUrl = (saved.body as unknown as { data: { logo_url: string } }).data.logo_url;
    expect(logoUrl).toMatch(/^\/api\/images\/[\w-]{32}$/);
    const served = await fetch(`${t.url}${logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const renamed = await upload(url, HTML_AS_PNG, 'image/png', headers);
    expect(renamed.status).toBe(415);
    expect((renamed.body as unknown as ApiError).error.code).toBe('illegal_file_type');
    const jpegAsText = await upload(url, JPEG, 'text/plain', headers);
    expect(jpegAsText.status).toBe(415);
    const big = await upload(url, pngOfSize(1024 * 1024 + 1), 'image/png', headers);
    expect(big.status).toBe(413);
    expect((big.body as unknown as ApiError).error.code).toBe('file_too_big');
    const bigStream = await upload(url, pngOfSize(1024 * 1024 + 1), 'image/png', headers, { stream: true });
    expect(bigStream.status).toBe(413);

    // The refused uploads left the saved logo in place; a new one replaces it, and removing clears it.
    const after = await client.get<{ data: { logo_url: string } }>('/api/account-settings/company');
    expect(after.body.data.logo_url).toBe(logoUrl);
    const replaced = await upload(url, JPEG, 'image/jpeg', headers);
    const newUrl = (replaced.body as unknown as { data: { logo_url: string } }).data.logo_url;
    expect(newUrl).not.toBe(logoUrl);
    expect((await fetch(`${t.url}${logoUrl}`)).status).toBe(404);
    const removed = await client.request<{ data: { logo_url: string | null } }>(
      'DELETE',
      '/api/account-settings/company/logo',
    );
    expect(removed.body.data.logo_url).toBeNull();
    expect((await fetch(`${t.url}${newUrl}`)).status).toBe(404);
  });
});

const SENDER = {
  from_name: 'Skotest AS',
  from_email: 'butikk@skotest.no',
  reply_to: 'kundeservice@skotest.no',
  footer_company: 'Skotest AS, org.nr. 912345678',
  footer_address: 'Storgata 1, 0155 Oslo',
  footer_unsubscribe: 'Meld deg av nyhetsbrevet her',
};

describe('e-mail sender', () => {
  it('defaults the from name to the company name, then saves every field', async () => {
    const { client, account } = await ownerClient();
    const first = await client.get<{ data: Record<string, string> }>('/api/account-settings/email-sender');
    expect(first.body.data.from_name).toBe(account.companyName);
    expect(first.body.data.from_email).toBe('');
    const saved = await client.put<{ data: Record<string, string> }>(
      '/api/account-settings/email-sender',
      SENDER,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...SENDER, double_opt_in: '0' });
  });

  it.each([
    ['from_name', '', 'field_empty'],
    ['from_email', '', 'field_empty'],
    ['from_email', 'ikke-epost', 'invalid_email'],
    ['reply_to', 'svar@', 'invalid_email'],
    ['footer_unsubscribe', 'x'.repeat(301), 'too_long'],
    ['double_opt_in', 'ja', 'invalid_value'],
  ])('refuses %s = %j and keeps what was saved', async (field, value, key) => {
    const { client } = await ownerClient();
    await client.put('/api/account-settings/email-sender', SENDER);
    const bad = await client.put<ApiError>('/api/account-settings/email-sender', {
      ...SENDER,
      [field]: value,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.[field]).toBe(fieldMessage(key));
    const read = await client.get<{ data: Record<string, string> }>('/api/account-settings/email-sender');
    expect(read.body.data).toEqual({ ...SENDER, double_opt_in: '0' });
  });

  it('sends a test mail through the outbox to the signed-in user, and it reaches the SMTP server', async () => {
    const { client, owner } = await ownerClient();
    await client.put('/api/account-settings/email-sender', SENDER);
    const sent = await client.post<{ data: { id: string; to: string } }>(
      '/api/account-settings/email-sender/test',
      {},
    );
    expect(sent.status).toBe(202);
    expect(sent.body.data.to).toBe(owner.email);
    const stored = await latestMailTo(t.database.db, owner.email);
    expect(stored?.kind).toBe('sender_test');
    expect(stored?.subject).toBe('Testmail fra Skotest AS');
    expect(stored?.text).toContain('Skotest AS <butikk@skotest.no>');
    expect(stored?.text).toContain('kundeservice@skotest.no');
    expect(stored?.text).toContain('Storgata 1, 0155 Oslo');
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(owner.email)).length, { timeout: 5000 })
      .toBe(1);
    const raw = smtp.received.find((mail) => mail.to.includes(owner.email))?.raw ?? '';
    expect(raw).toContain('Subject: Testmail fra Skotest AS');
    // butikk@skotest.no is not verified for the account: the platform sends, answers go to the shop.
    expect(raw).toMatch(/^From: Butikkpanel <no-reply@butikkpanel\.no>$/m);
    expect(raw).toMatch(/^Reply-To: kundeservice@skotest\.no$/m);
  });

  it("sends the test mail to the account's own address typed; refuses a stranger and a bad one", async () => {
    const { client, owner } = await ownerClient();
    await client.put('/api/account-settings/email-sender', SENDER);
    const sent = await client.post<{ data: { to: string } }>('/api/account-settings/email-sender/test', {
      to: owner.email.toUpperCase(),
    });
    expect(sent.body.data.to).toBe(owner.email);
    const stranger = await client.post<ApiError>('/api/account-settings/email-sender/test', {
      to: 'Test@Example.no',
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.fields?.to).toBe(fieldMessage('test_recipient_not_allowed'));
    expect(await latestMailTo(t.database.db, 'test@example.no')).toBeNull();
    const bad = await client.post<ApiError>('/api/account-settings/email-sender/test', { to: 'nei' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.to).toBe('Ugyldig e-postadresse.');
  });
});

const HOURS = {
  mon: { closed: false, from: '08:00', to: '16:00' },
  tue: { closed: false, from: '08:00', to: '16:00' },
  wed: { closed: false, from: '08:00', to: '16:00' },
  thu: { closed: false, from: '08:00', to: '16:00' },
  fri: { closed: false, from: '09:30', to: '15:00' },
  sat: { closed: true, from: '10:00', to: '14:00' },
  sun: { closed: true, from: '10:00', to: '14:00' },
};
const CHAT = {
  title: 'Snakk med Skotest',
  greeting: 'Hei, hva leter du etter?',
  offline: 'Vi er stengt nå.',
  placeholder: 'Skriv her',
  button: 'Chat med oss',
  primary_color: '#aa0000',
  text_color: '#fff',
  opening_hours: HOURS,
};

describe('chat', () => {
  it('saves texts, colours and opening hours into the widget config', async () => {
    const { client, account } = await ownerClient(['PACKAGE_CHAT']);
    const saved = await client.put<{ data: typeof CHAT }>('/api/account-settings/chat', CHAT);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(CHAT);
    const config = await fetch(`${t.url}/api/widget/${account.id}/config`).then((answer) => answer.json());
    expect(config).toEqual({
      texts: {
        title: CHAT.title,
        greeting: CHAT.greeting,
        offline: CHAT.offline,
        placeholder: CHAT.placeholder,
        button: CHAT.button,
      },
      colors: { primary: '#aa0000', text: '#fff' },
      openingHours: HOURS,
      popups: false,
    });
    const alwaysOpen = await client.put<{ data: typeof CHAT }>('/api/account-settings/chat', {
      ...CHAT,
      opening_hours: null,
    });
    expect(alwaysOpen.body.data.opening_hours).toBeNull();
    const after = (await fetch(`${t.url}/api/widget/${account.id}/config`).then((answer) =>
      answer.json(),
    )) as {
      openingHours: unknown;
    };
    expect(after.openingHours).toBeNull();
  });

  it.each([
    ['title', '', 'title'],
    ['primary_color', 'red', 'primary_color'],
    ['opening_hours', { ...HOURS, mon: { closed: false, from: '8', to: '16:00' } }, 'opening_hours.mon.from'],
    [
      'opening_hours',
      { ...HOURS, tue: { closed: false, from: '17:00', to: '16:00' } },
      'opening_hours.tue.to',
    ],
    [
      'opening_hours',
      { ...HOURS, wed: { closed: false, from: '08:00', to: '24:00' } },
      'opening_hours.wed.to',
    ],
  ])('refuses %s = %j on %s and keeps what was saved', async (field, value, path) => {
    const { client } = await ownerClient(['PACKAGE_CHAT']);
    await client.put('/api/account-settings/chat', CHAT);
    const bad = await client.put<ApiError>('/api/account-settings/chat', { ...CHAT, [field]: value });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.[path]).toBeTruthy();
    const read = await client.get<{ data: typeof CHAT }>('/api/account-settings/chat');
    expect(read.body.data).toEqual(CHAT);
  });

  it('needs the chat package', async () => {
    const { client } = await ownerClient();
    expect((await client.get('/api/account-settings/chat')).status).toBe(403);
    expect((await client.put('/api/account-settings/chat', CHAT)).status).toBe(403);
  });
});

describe('who may read and change account settings', () => {
  it('members read but may not change; staff may change', async () => {
    const { account, client: owner } = await ownerClient(['PACKAGE_CHAT']);
    await owner.put('/api/account-settings/company', COMPANY);
    const member = await memberClient(account.id);
    const read = await member.get<{ data: { company_name: string }; can_manage: boolean }>(
      '/api/account-settings/company',
    );
    expect(read.status).toBe(200);
    expect(read.body.can_manage).toBe(false);
    expect(read.body.data.company_name).toBe('Skotest AS');
    for (const [path, body] of [
      ['/api/account-settings/company', { ...COMPANY, company_name: 'Kapret AS' }],
      ['/api/account-settings/email-sender', SENDER],
      ['/api/account-settings/chat', CHAT],
    ] as const) {
      const refused = await member.put<ApiError>(path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect((await member.post('/api/account-settings/email-sender/test', {})).status).toBe(403);
    const logo = await upload(`${t.url}/api/account-settings/company/logo`, PNG, 'image/png', {
      authorization: `Bearer ${member.token}`,
      'authorized-account': String(account.id),
    });
    expect(logo.status).toBe(403);
    expect(
      (await owner.get<{ data: { company_name: string } }>('/api/account-settings/company')).body.data
        .company_name,
    ).toBe('Skotest AS');

    const staffUser = await createUser(t.database.db, { roles: ['staff'] });
    const staff = await signIn(t.url, staffUser);
    staff.account = account.id;
    const changed = await staff.put('/api/account-settings/company', { ...COMPANY, city: 'Bergen' });
    expect(changed.status).toBe(200);
  });

  it('another account can neither read nor change them (404)', async () => {
    const { account } = await ownerClient(['PACKAGE_CHAT']);
    const { client: stranger } = await ownerClient(['PACKAGE_CHAT']);
    stranger.account = account.id;
    for (const path of [
      '/api/account-settings/company',
      '/api/account-settings/email-sender',
      '/api/account-settings/chat',
    ]) {
      expect((await stranger.get(path)).status).toBe(404);
    }
    expect((await stranger.put('/api/account-settings/company', COMPANY)).status).toBe(404);
    expect((await stranger.put('/api/account-settings/email-sender', SENDER)).status).toBe(404);
    expect((await stranger.put('/api/account-settings/chat', CHAT)).status).toBe(404);
    const [row] = await t.database.db.select().from(memberships).where(eq(memberships.accountId, account.id));
    expect(row?.role).toBe('owner');
  });

  it('refuses a signed-out caller with 401', async () => {
    const answer = await fetch(`${t.url}/api/account-settings/company`, {
      headers: { 'authorized-account': '1' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('e-mail sender reset', () => {
  it('goes back to the defaults; a member may not reset', async () => {
    const { client, account } = await ownerClient();
    await client.put('/api/account-settings/email-sender', SENDER);
    const member = await memberClient(account.id);
    expect((await member.request('DELETE', '/api/account-settings/email-sender')).status).toBe(403);
    const reset = await client.request<{ data: Record<string, string> }>(
      'DELETE',
      '/api/account-settings/email-sender',
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ from_name: account.companyName, from_email: '', reply_to: '' });
  });
});
