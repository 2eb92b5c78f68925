import { type ChatMessage, chatImagePath, LIMITS } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatVisitors, shopDomains } from '../src/db/schema';
import { chatService } from '../src/modules/chat';
import { chatDeps, createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { GIF, HTML_AS_PNG, JPEG, PNG, pngOfSize, upload, visitorHeaders } from './images';
import { latestMailTo } from './mailbox';
import { ask, clientId, closeAllSockets, connectOperator, connectVisitor, nextEvent } from './sockets';

let t: TestApp;
const deps = () => chatDeps(t);

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

const FILE_TOO_BIG = 'Filen er for stor. Største tillatte størrelse er 1 MB.';
const ILLEGAL_FILE_TYPE = 'Ulovlig filtype.';
const INVALID_IMAGE = 'Bildet må være et jpg- eller png-bilde lastet opp i denne samtalen.';
const SHOP_ORIGIN = 'https://butikk.example.no';

async function shop(packages = ['PACKAGE_CHAT']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  return { account, owner, client };
}

/** A visitor who said hello through the widget's socket (so their conversation exists). */
async function visitorOn(accountId: number) {
  const socket = connectVisitor(t.url, accountId);
  const hello = await ask(socket, 'hello', {
    page: { path: '/', url: 'https://butikk.example.no/', title: 'Forside' },
  });
  if (!hello.ok) throw new Error('hello failed');
  return socket;
}

async function operatorOn(client: TestClient, accountId: number) {
  const socket = connectOperator(t.url);
  const ready = nextEvent(socket, 'ready');
  expect(await ask(socket, 'newOperator', { token: client.token, account: accountId, isOnline: 1 })).toEqual({
    ok: true,
  });
  await ready;
  return socket;
}

function operatorUpload(client: TestClient, uid: string, bytes: Uint8Array, type: string) {
  return upload(`${t.url}/api/conversations/${uid}/images`, bytes, type, {
    authorization: `Bearer ${client.token}`,
    'authorized-account': String(client.account),
  });
}

function visitorUpload(accountId: number, uid: string, bytes: Uint8Array, type: string, origin = t.url) {
  return upload(`${t.url}/api/widget/${accountId}/images`, bytes, type, visitorHeaders(uid, origin));
}

async function uploadedId(answer: Awaited<ReturnType<typeof upload>>): Promise<string> {
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data.id;
}

describe('uploading an image', () => {
  it('takes a jpg and a png from an operator, and serves each as what it is, locked down and cached', async () => {
    const { account, client } = await shop();
    const visitor = await visitorOn(account.id);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
    ] as const) {
      const answer = await operatorUpload(client, visitor.uid, bytes, type);
      expect(answer.status).toBe(201);
      const { id, url, content_type, size } = answer.body.data;
      expect(id).toMatch(/^[\w-]{32}$/);
      expect({ url, content_type, size }).toEqual({
        url: chatImagePath(account.id, id),
        content_type: type,
        size: bytes.length,
      });
      const served = await fetch(`${t.url}${url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('refuses a gif, and a text or HTML file renamed to .png, by their bytes', async () => {
    const { account, client } = await shop();
    const visitor = await visitorOn(account.id);
    const refusals = [
      await operatorUpload(client, visitor.uid, GIF, 'image/gif'),
      // The declared type is what the browser guesses from the name; the bytes tell the truth.
      await operatorUpload(client, visitor.uid, GIF, 'image/png'),
      await operatorUpload(client, visitor.uid, Buffer.from('bare tekst, ikke et bilde'), 'image/png'),
      await operatorUpload(client, visitor.uid, HTML_AS_PNG, 'image/png'),
      await operatorUpload(client, visitor.uid, PNG, 'text/html'),
      await operatorUpload(client, visitor.uid, Buffer.alloc(0), 'image/png'),
      await visitorUpload(account.id, visitor.uid, HTML_AS_PNG, 'image/png'),
    ];
    for (const answer of refusals) {
      expect(answer.status, answer.text).toBe(415);
      expect(answer.body).toEqual({ error: { code: 'illegal_file_type', message: ILLEGAL_FILE_TYPE } });
    }
  });

  it('refuses more than 1 MB, told by its length or counted while reading, and takes exactly 1 MB', async () => {
    const { account, client } = await shop();
    const visitor = await visitorOn(account.id);
    const tooBig = pngOfSize(LIMITS.fileLimitBytes + 1);
    const declared = await operatorUpload(client, visitor.uid, tooBig, 'image/png');
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: { code: 'file_too_big', message: FILE_TOO_BIG } });
    const streamed = await upload(
      `${t.url}/api/widget/${account.id}/images`,
      tooBig,
      'image/png',
      visitorHeaders(visitor.uid, t.url),
      { stream: true },
    );
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ error: { code: 'file_too_big', message: FILE_TOO_BIG } });
    const english = await upload(`${t.url}/api/conversations/${visitor.uid}/images`, tooBig, 'image/png', {
      authorization: `Bearer ${client.token}`,
      'authorized-account': String(account.id),
      'user-language': 'en',
    });
    expect(english.body).toMatchObject({
      error: { message: 'The file is too big. The largest allowed size is 1 MB.' },
    });
    await uploadedId(
      await operatorUpload(client, visitor.uid, pngOfSize(LIMITS.fileLimitBytes), 'image/png'),
    );
  });

  it('needs a session, the chat package and a conversation of the account from an operator', async () => {
    const { account } = await shop();
    const visitor = await visitorOn(account.id);
    const anonymous = await upload(`${t.url}/api/conversations/${visitor.uid}/images`, PNG, 'image/png', {
      'authorized-account': String(account.id),
    });
    expect(anonymous.status).toBe(401);
    const noChat = await shop(['PACKAGE_DASHBOARD']);
    expect((await operatorUpload(noChat.client, visitor.uid, PNG, 'image/png')).status).toBe(403);
    const other = await shop();
    const foreign = await operatorUpload(other.client, visitor.uid, PNG, 'image/png');
    expect(foreign.status).toBe(404);
    expect((foreign.body as unknown as ApiError).error.code).toBe('conversation_not_found');
  });

  it("takes a visitor's image from this server's pages and the account's shop domains only", async () => {
    const { account } = await shop();
    const visitor = await visitorOn(account.id);
    await uploadedId(await visitorUpload(account.id, visitor.uid, JPEG, 'image/jpeg'));

    const foreign = await visitorUpload(account.id, visitor.uid, PNG, 'image/png', SHOP_ORIGIN);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    await t.database.db.insert(shopDomains).values({ accountId: account.id, host: 'butikk.example.no' });
    const preflight = await fetch(`${t.url}/api/widget/${account.id}/images`, {
      method: 'OPTIONS',
      headers: {
        origin: SHOP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-visitor-uid',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-visitor-uid');
    const fromShop = await visitorUpload(account.id, visitor.uid, PNG, 'image/png', SHOP_ORIGIN);
    expect(fromShop.status).toBe(201);
    expect(fromShop.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    // Errors carry CORS too, so the widget can show them.
    const refused = await visitorUpload(account.id, visitor.uid, GIF, 'image/gif', SHOP_ORIGIN);
    expect(refused.status).toBe(415);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
  });

  it('refuses a visitor who never said hello, an account without chat, and too many uploads', async () => {
    const { account } = await shop();
    const unknown = await visitorUpload(account.id, 'besok-ukjent-123', PNG, 'image/png');
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as ApiError).error.code).toBe('conversation_not_found');
    expect((await visitorUpload(account.id, 'x', PNG, 'image/png')).status).toBe(404);
    const noChat = await shop(['PACKAGE_DASHBOARD']);
    expect((await visitorUpload(noChat.account.id, 'besok-ukjent-123', PNG, 'image/png')).status).toBe(404);

    const visitor = await visitorOn(account.id);
    const answers = [];
    for (let index = 0; index < 11; index++) {
      answers.push((await visitorUpload(account.id, visitor.uid, PNG, 'image/png')).status);
    }
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('images in messages', () => {
  it('go both ways over the sockets, once per client id, as the image id', async () => {
    const { account, owner, client } = await shop();
    const operator = await operatorOn(client, account.id);
    const visitor = await visitorOn(account.id);

    const visitorImage = await uploadedId(await visitorUpload(account.id, visitor.uid, PNG, 'image/png'));
    const seen = nextEvent<{ message: ChatMessage }>(operator, 'messageFromClient');
    const id = clientId();
    const sent = await ask<ChatMessage>(visitor, 'message', { client_id: id, image: visitorImage });
    expect(sent).toMatchObject({ ok: true, data: { text: '', image: visitorImage, from: '0' } });
    expect((await seen).message.image).toBe(visitorImage);
    const again = await ask<ChatMessage>(visitor, 'message', { client_id: id, image: visitorImage });
    expect(again.ok && again.data?.id).toBe(sent.ok && sent.data?.id);

    const operatorImage = await uploadedId(await operatorUpload(client, visitor.uid, JPEG, 'image/jpeg'));
    const toVisitor = nextEvent<{ message: ChatMessage }>(visitor, 'message', (p) => p.message.from !== '0');
    const reply = await ask<ChatMessage>(operator, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Slik ser den ut:',
      image: operatorImage,
    });
    expect(reply).toMatchObject({ ok: true, data: { image: operatorImage, from: owner.id } });
    expect((await toVisitor).message).toMatchObject({ text: 'Slik ser den ut:', image: operatorImage });

    const history = await client.get<{ data: ChatMessage[] }>(`/api/conversations/${visitor.uid}`);
    expect(history.body.data.map((message) => message.image)).toEqual([visitorImage, operatorImage]);
  });

  it('refuses an external address, an unknown id, and an image of another conversation or side', async () => {
    const { account, client } = await shop();
    const operator = await operatorOn(client, account.id);
    const visitor = await visitorOn(account.id);
    const otherVisitor = await visitorOn(account.id);
    const visitorImage = await uploadedId(await visitorUpload(account.id, visitor.uid, PNG, 'image/png'));
    const otherImage = await uploadedId(await operatorUpload(client, otherVisitor.uid, PNG, 'image/png'));

    const external = await ask(operator, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Se her',
      image: 'https://sporing.example.com/piksel.gif',
    });
    expect(external).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    const rest = await client.post<ApiError>(`/api/conversations/${visitor.uid}/email`, {
      client_id: clientId(),
      text: 'Se her',
      image: 'https://sporing.example.com/piksel.gif',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.error.fields).toEqual({ image: INVALID_IMAGE });

    for (const image of ['A'.repeat(32), visitorImage, otherImage]) {
      const refused = await ask(operator, 'messageFromOperator', {
        uid: visitor.uid,
        client_id: clientId(),
        text: 'Se her',
        image,
      });
      expect(refused, image).toEqual({ ok: false, error: { code: 'invalid_image', message: INVALID_IMAGE } });
    }
    const fromVisitor = await ask(visitor, 'message', { client_id: clientId(), image: otherImage });
    expect(fromVisitor).toEqual({ ok: false, error: { code: 'invalid_image', message: INVALID_IMAGE } });
    const pixel = await ask(visitor, 'message', {
      client_id: clientId(),
      text: 'Hei',
      image: 'https://x.example/p.gif',
    });
    expect(pixel).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    const stored = await client.get<{ data: ChatMessage[] }>(`/api/conversations/${visitor.uid}`);
    expect(stored.body.data).toEqual([]);
  });

  it("keeps another account from reading or sending an account's image", async () => {
    const a = await shop();
    const b = await shop();
    const visitorA = await visitorOn(a.account.id);
    const visitorB = await visitorOn(b.account.id);
    const imageA = await uploadedId(await operatorUpload(a.client, visitorA.uid, PNG, 'image/png'));

    expect((await fetch(`${t.url}${chatImagePath(a.account.id, imageA)}`)).status).toBe(200);
    const viaB = await fetch(`${t.url}${chatImagePath(b.account.id, imageA)}`);
    expect(viaB.status).toBe(404);
    expect(await viaB.json()).toEqual({
      error: { code: 'not_found', message: 'Fant ikke det du lette etter.' },
    });
    expect((await fetch(`${t.url}${chatImagePath(a.account.id, 'B'.repeat(32))}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/chat/images/${a.account.id}/..%2F..%2Fetc`)).status).toBe(404);

    const operatorB = await operatorOn(b.client, b.account.id);
    const refused = await ask(operatorB, 'messageFromOperator', {
      uid: visitorB.uid,
      client_id: clientId(),
      text: 'Lånt bilde',
      image: imageA,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_image' } });
    await expect(
      chatService.receiveVisitorMessage(deps(), b.account.id, visitorB.uid, {
        clientId: clientId(),
        text: '',
        image: imageA,
      }),
    ).rejects.toMatchObject({ code: 'invalid_image' });
  });

  it('links the image by its full address when the reply goes by e-mail', async () => {
    const { account, client } = await shop();
    const visitor = await visitorOn(account.id);
    await ask(visitor, 'identify', { email: 'kunde@example.no' });
    const image = await uploadedId(await operatorUpload(client, visitor.uid, JPEG, 'image/jpeg'));
    visitor.disconnect();
    const isOnline = async () => {
      const [row] = await t.database.db
        .select({ online: chatVisitors.online })
        .from(chatVisitors)
        .where(and(eq(chatVisitors.accountId, account.id), eq(chatVisitors.uid, visitor.uid)));
      return row?.online;
    };
    await expect.poll(isOnline).toBe(false);
    const answer = await client.post<{ data: ChatMessage }>(`/api/conversations/${visitor.uid}/email`, {
      client_id: clientId(),
      image,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ image, email: 1, text: '' });
    const mail = await latestMailTo(t.database.db, 'kunde@example.no');
    expect(mail?.text).toContain(`http://localhost:3000${chatImagePath(account.id, image)}`);
  });
});
