import { ERROR_MESSAGES_NB } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { escapeHtml, publicPage } from '../../lib/html';
import { changeConsent } from './consent';
import * as repo from './contact-repository';
import type { ConfirmLinks } from './double-opt-in';

const params = z.object({
  accountId: z.coerce.number().int().positive(),
  contactId: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{32}$/),
});

const NOT_VALID = `<p>${escapeHtml(ERROR_MESSAGES_NB.consent_link_invalid)}</p>`;
const CONFIRMED = 'Påmeldingen er bekreftet';
const confirmedText = (email: string) =>
  `<p>Takk! ${escapeHtml(email)} får nå e-post fra oss. Hver e-post har en lenke for å melde seg av.</p>`;

/** A script's request (fetch with JSON) gets JSON back; the page's own form gets a page. */
const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('application/json');

/**
 * The double opt-in's link, without signing in: a GET shows a button (link scanners fetch links from mails)
 * and the POST confirms. The button posts a form (urlencoded, or multipart from some browsers' tools), and a
 * script may post JSON: all three are taken. Only a link this server signed for the contact's pending signup
 * confirms; the same link again says it is confirmed (a double click, a reload), and changes nothing.
 */
export function registerConfirmRoutes(app: FastifyInstance, deps: AppDeps, links: ConfirmLinks): void {
  const { db, clock } = deps;
  const linkOf = async (raw: unknown, database = db) => {
    const parsed = params.safeParse(raw);
    if (!parsed.success) return null;
    const { accountId, contactId, signature } = parsed.data;
    const contact = await repo.lockContact(database, accountId, contactId);
    if (!contact) return null;
    const history = await repo.consentHistory(database, accountId, contactId);
    const state = links.state(contact, history, signature, clock.now());
    return state ? { contact, state } : null;
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsJson(request)) throw new AppError(404, 'consent_link_invalid');
    return publicPage(reply, 404, 'Lenken virker ikke', NOT_VALID);
  };

  void app.register(async (scope) => {
    // The page's button sends a form; its body says nothing more than the address already does.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, body),
    );

    scope.get('/api/audience/confirm/:accountId/:contactId/:signature', async (request, reply) => {
      const link = await linkOf(request.params);
      if (!link) return refuse(request, reply);
      if (link.state === 'confirmed')
        return publicPage(reply, 200, CONFIRMED, confirmedText(link.contact.email));
      return publicPage(
        reply,
        200,
        'Bekreft påmeldingen',
        `<p>Vil du ha e-post fra oss på ${escapeHtml(link.contact.email)}?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Ja, meld meg på</button></form>`,
      );
    });

    scope.post('/api/audience/confirm/:accountId/:contactId/:signature', async (request, reply) => {
      const at = clock.now();
      const link = await deps.platform.events.unitOfWork(async (tx, publish) => {
        const found = await linkOf(request.params, tx);
        if (found?.state === 'confirm') {
          const { contact } = found;
          const source = contact.consentSource ?? 'checkout';
          // The consent keeps when it was confirmed, and from where: a 'given' event with the IP and browser.
          await changeConsent(tx, contact.accountId, contact, {
            state: 'given',
            source,
            at,
            evidence: { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) },
          });
          publish('consent.confirmed', contact.accountId, { email: contact.email, source });
        }
        return found;
      });
      if (!link) return refuse(request, reply);
      if (wantsJson(request)) {
        const contact = await repo.findContact(db, link.contact.accountId, link.contact.id);
        return reply.send({
          data: {
            email: link.contact.email,
            consent: 'given',
            confirmed_at: contact?.consentAt?.toISOString(),
          },
        });
      }
      return publicPage(reply, 200, CONFIRMED, confirmedText(link.contact.email));
    });
  });
}
