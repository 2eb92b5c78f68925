import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { escapeHtml, publicPage } from '../../lib/html';
import { changeConsent } from './consent';
import * as repo from './contact-repository';
import type { ConfirmLinks } from './double-opt-in';

const params = z.object({
  accountId: z.coerce.number().int().positive(),
  contactId: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{32}$/),
});

const NOT_VALID =
  '<p>Lenken virker ikke. Den kan være brukt allerede, eller for gammel. Meld deg på igjen i butikken.</p>';

/**
 * The double opt-in's link, without signing in: a GET shows a button (link scanners fetch links from mails)
 * and the POST confirms. Only a link this server signed for the contact's current pending signup works.
 */
export function registerConfirmRoutes(app: FastifyInstance, deps: AppDeps, links: ConfirmLinks): void {
  const { db, clock } = deps;
  const pendingOf = async (raw: unknown) => {
    const parsed = params.safeParse(raw);
    if (!parsed.success) return null;
    const contact = await repo.findContact(db, parsed.data.accountId, parsed.data.contactId);
    return contact && links.verify(contact, parsed.data.signature, clock.now()) ? contact : null;
  };

  app.get('/api/audience/confirm/:accountId/:contactId/:signature', async (request, reply) => {
    const contact = await pendingOf(request.params);
    if (!contact) return publicPage(reply, 404, 'Lenken virker ikke', NOT_VALID);
    return publicPage(
      reply,
      200,
      'Bekreft påmeldingen',
      `<p>Vil du ha e-post fra oss på ${escapeHtml(contact.email)}?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Ja, meld meg på</button></form>`,
    );
  });

  app.post('/api/audience/confirm/:accountId/:contactId/:signature', async (request, reply) => {
    const contact = await pendingOf(request.params);
    if (!contact) return publicPage(reply, 404, 'Lenken virker ikke', NOT_VALID);
    await changeConsent(db, contact.accountId, contact, {
      state: 'given',
      source: contact.consentSource ?? 'checkout',
      at: clock.now(),
    });
    return publicPage(
      reply,
      200,
      'Du er påmeldt',
      `<p>Takk! ${escapeHtml(contact.email)} får nå e-post fra oss. Hver e-post har en lenke for å melde seg av.</p>`,
    );
  });
}
