import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { escapeHtml, publicPage } from '../../lib/html';
import { unsubscribe } from '../audience';
import type { CampaignLinks } from './campaign-links';
import { recommendationsPort } from './recommendations-port';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const clickQuery = z.object({
  u: z.string().max(4000),
  s: z.string().max(100),
  // A recommendations block's product link: the widget and product its signature covers too.
  w: z.string().max(64).optional(),
  p: z.string().max(500).optional(),
});

const page = publicPage;

/** One sent mail its links name by token (a campaign's recipient, a flow's mail). */
export interface TrackedMail {
  accountId: number;
  email: string;
  token: string;
  unsubscribedAt: Date | null;
}

/** Where a kind of tracked mail is found and its first open, click and unsubscribe are written. */
export interface TrackedMailStore<T extends TrackedMail> {
  find(db: Database, token: string): Promise<T | null>;
  markFirst(db: Database, mail: T, what: 'opened' | 'clicked' | 'unsubscribed', at: Date): Promise<void>;
}

/**
 * What a tracked mail links to, without signing in: the open pixel, signed click links (only to the
 * address this server signed for this recipient: no open redirect) and unsubscribing. The recipient's
 * random token is the only key; a GET of the unsubscribe link shows a button (link scanners fetch
 * links), and the POST, which is also RFC 8058's one-click from the mail client, unsubscribes.
 */
export function registerTrackingRoutes<T extends TrackedMail>(
  app: FastifyInstance,
  deps: AppDeps,
  links: CampaignLinks,
  store: TrackedMailStore<T>,
): void {
  const { db, clock } = deps;
  const { prefix } = links;
  const recipientOf = async (params: unknown) => {
    const parsed = tokenParams.safeParse(params);
    return parsed.success ? store.find(db, parsed.data.token) : null;
  };

  // The one-click POST comes as a form (RFC 8058: urlencoded or multipart); its body says nothing more.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 10_000 },
    (_request, body, done) => done(null, body),
  );

  app.get(`${prefix}/o/:file`, async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const recipient = await recipientOf({ token: file.replace(/\.gif$/, '') });
    if (recipient) await store.markFirst(db, recipient, 'opened', clock.now());
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  app.get(`${prefix}/c/:token`, async (request, reply) => {
    const recipient = await recipientOf(request.params);
    const query = clickQuery.safeParse(request.query);
    const { w: widget, p: product } = query.success ? query.data : {};
    const rec = widget && product ? { widget, product } : undefined;
    if (
      !recipient ||
      !query.success ||
      !links.verifyClick(recipient.token, query.data.u, query.data.s, rec)
    ) {
      return page(
        reply,
        400,
        'Lenken virker ikke',
        '<p>Lenken er ikke gyldig. Åpne e-posten på nytt og prøv igjen.</p>',
      );
    }
    const now = clock.now();
    await store.markFirst(db, recipient, 'clicked', now);
    await store.markFirst(db, recipient, 'opened', now);
    if (rec) {
      await recommendationsPort().recordClick(
        db,
        recipient.accountId,
        { widgetId: rec.widget, productId: rec.product, email: recipient.email },
        now,
      );
    }
    return reply.header('cache-control', 'no-store').redirect(query.data.u, 302);
  });

  app.get(`${prefix}/u/:token`, async (request, reply) => {
    const recipient = await recipientOf(request.params);
    if (!recipient) return page(reply, 404, 'Lenken virker ikke', '<p>Vi fant ikke denne avmeldingen.</p>');
    if (recipient.unsubscribedAt) {
      return page(
        reply,
        200,
        'Du er meldt av',
        `<p>${escapeHtml(recipient.email)} får ikke flere nyhetsbrev fra oss.</p>`,
      );
    }
    return page(
      reply,
      200,
      'Meld deg av',
      `<p>Vil du ikke lenger ha e-post fra oss på ${escapeHtml(recipient.email)}?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Meld meg av</button></form>`,
    );
  });

  app.post(`${prefix}/u/:token`, async (request, reply) => {
    const recipient = await recipientOf(request.params);
    if (!recipient) return page(reply, 404, 'Lenken virker ikke', '<p>Vi fant ikke denne avmeldingen.</p>');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await unsubscribe(tx, recipient.accountId, recipient.email, now);
      await store.markFirst(tx, recipient, 'unsubscribed', now);
    });
    return page(
      reply,
      200,
      'Du er meldt av',
      `<p>${escapeHtml(recipient.email)} får ikke flere nyhetsbrev fra oss.</p>`,
    );
  });
}
