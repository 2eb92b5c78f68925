import { ADDRESS_VERIFICATION_HOURS, ERROR_MESSAGES_NB, TEST_SENDS_PER_DAY } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { escapeHtml, publicPage } from '../../lib/html';
import { type AddressLinks, addressLinks, requestAddress } from './identity';
import { takeTestSend } from './limits';
import type { Outbox } from './outbox';
import { ONE_TIME_LINK } from './templates';

const params = z.object({
  accountId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{32}$/),
});

const NOT_VALID = `<p>${escapeHtml(ERROR_MESSAGES_NB.address_verification_invalid)}</p>`;

/**
 * Mails a verification link for an address of the account (a test recipient, or the shop's From). Each
 * such mail counts as a test send of the day, so the links cannot be used to mail strangers in bulk.
 */
export async function sendAddressVerification(
  deps: { db: Database; outbox: Outbox; links: AddressLinks },
  account: { id: number; companyName: string },
  address: string,
  now: Date,
): Promise<void> {
  if ((await takeTestSend(deps.db, account.id, now)) === null) {
    throw new AppError(429, 'test_send_quota_reached', { limit: TEST_SENDS_PER_DAY });
  }
  const row = await requestAddress(deps.db, account.id, address, now);
  const paragraphs = [
    `${account.companyName} vil bruke ${row.address} i Butikkpanel: som mottaker av testutsendelser, eller som avsender av butikkens e-post.`,
    `Åpne lenken innen ${ADDRESS_VERIFICATION_HOURS} timer for å bekrefte at adressen er din. Har du ikke bedt om dette, kan du se bort fra e-posten.`,
  ];
  await deps.outbox.enqueue({
    accountId: account.id,
    to: row.address,
    kind: 'address_verification',
    fromName: null,
    fromAddress: null,
    replyTo: null,
    subject: 'Bekreft e-postadressen din i Butikkpanel',
    text: `${paragraphs.join('\n\n')}\n\n${ONE_TIME_LINK}\n`,
    html: `<!doctype html><html lang="nb"><body style="font-family:sans-serif">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n')}\n<p><a href="${ONE_TIME_LINK}">Bekreft adressen</a></p></body></html>`,
    oneTimeLink: deps.links.url(row),
  });
}

/**
 * The link in the verification mail, without signing in: a GET shows a button (mail scanners open links)
 * and the POST verifies the address for the account that asked, once.
 */
export function registerAddressVerificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const links = addressLinks(deps.config.publicUrl, deps.config.jwtSecret);
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, body),
    );
    const rowOf = async (raw: unknown) => {
      const parsed = params.safeParse(raw);
      if (!parsed.success) return null;
      const { accountId, id, signature } = parsed.data;
      return links.find(db, accountId, id, signature, clock.now());
    };
    scope.get('/api/mail/verify-address/:accountId/:id/:signature', async (request, reply) => {
      const row = await rowOf(request.params);
      if (!row) return publicPage(reply, 404, 'Lenken virker ikke', NOT_VALID);
      return publicPage(
        reply,
        200,
        'Bekreft e-postadressen',
        `<p>Bekreft at ${escapeHtml(row.address)} er din adresse.</p><form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Bekreft adressen</button></form>`,
      );
    });
    scope.post('/api/mail/verify-address/:accountId/:id/:signature', async (request, reply) => {
      const row = await rowOf(request.params);
      if (!row || !(await links.verify(db, row, clock.now()))) {
        return publicPage(reply, 404, 'Lenken virker ikke', NOT_VALID);
      }
      return publicPage(
        reply,
        200,
        'Adressen er bekreftet',
        `<p>Takk! ${escapeHtml(row.address)} er bekreftet. Du kan lukke denne siden.</p>`,
      );
    });
  });
}
