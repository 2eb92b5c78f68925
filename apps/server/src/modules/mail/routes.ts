import { type OutboxMail, outboxListQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { isoOrNull } from '../../lib/time';
import { findMail, listMails, type OutboxRow } from './repository';
import { withHiddenLink } from './templates';

/** One-time links never leave the server this way: the mailbox shows a note in their place. */
function mailView(stored: OutboxRow): OutboxMail {
  const row = withHiddenLink(stored);
  return {
    id: row.id,
    account_id: row.accountId,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: isoOrNull(row.sentAt),
  };
}

const idParamSchema = z.object({ id: z.uuid() });

/** The platform's mailbox: staff read what the outbox holds (on the embedded default, every mail). */
export function registerOutboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const staffOnly = { preHandler: [deps.guards.authenticate, deps.guards.requireRoleGroup('staff')] };

  app.get('/api/staff/outbox', staffOnly, async (request) => {
    const query = parseInput(outboxListQuerySchema, request.query);
    const { rows, total } = await listMails(deps.db, query);
    return { data: rows.map(mailView), total };
  });

  app.get('/api/staff/outbox/:id', staffOnly, async (request) => {
    const params = idParamSchema.safeParse(request.params);
    const row = params.success ? await findMail(deps.db, params.data.id) : null;
    if (!row) throw notFound();
    return mailView(row);
  });
}
