import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { deriveKey, seal, unseal } from '../../lib/secrets';
import {
  claimDueMails,
  insertMail,
  markFailedAttempt,
  markSent,
  type NewMail,
  type OutboxRow,
} from './repository';
import { withOneTimeLink } from './templates';

/** A mail to enqueue; `oneTimeLink` replaces the ONE_TIME_LINK placeholder of text and html on delivery. */
export type OutgoingMail = NewMail & { oneTimeLink?: string };

export interface OutboxOptions {
  smtpUrl: string | null;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

const BATCH_SIZE = 20;
const CLAIM_SECONDS = 120;

/**
 * Every mail is stored before anything else happens. With SMTP_URL the worker delivers it, retrying
 * with exponential backoff; without SMTP (the embedded default) it stays in the outbox for staff to read.
 */
export function createOutbox(
  db: Database,
  options: OutboxOptions,
  logger: FastifyBaseLogger,
  serverSecret: Uint8Array,
) {
  const linkKey = deriveKey(serverSecret, 'outbox-one-time-link');
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function enqueue({ oneTimeLink, ...mail }: OutgoingMail): Promise<OutboxRow> {
    const secret = oneTimeLink === undefined ? null : seal(linkKey, oneTimeLink);
    const row = await insertMail(
      db,
      { ...mail, to: mail.to.toLowerCase(), secret },
      transport ? 'pending' : 'stored',
    );
    if (transport) kick();
    return row;
  }

  /** The mail as the recipient gets it: a one-time link put back in place of its placeholder. */
  function reveal(mail: OutboxRow): OutboxRow {
    return mail.secret === null ? mail : withOneTimeLink(mail, unseal(linkKey, mail.secret));
  }

  async function deliver(stored: OutboxRow): Promise<void> {
    if (!transport) return;
    try {
      const mail = reveal(stored);
      await transport.sendMail({
        // A shop's mail says it is from the shop; the platform's address stays on as Sender, which is who
        // actually sends it (the shop's domain must allow this server, see docs/settings.md).
        ...(mail.fromAddress
          ? { from: { name: mail.fromName ?? '', address: mail.fromAddress }, sender: options.from }
          : { from: options.from }),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { 'X-Butikkpanel-Mail-Id': mail.id },
      });
      await markSent(db, mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        stored.attempts >= options.maxAttempts
          ? null
          : new Date(Date.now() + options.retryBaseMs * 2 ** (stored.attempts - 1));
      logger.warn({ mailId: stored.id, attempts: stored.attempts, err: message }, 'mail delivery failed');
      await markFailedAttempt(db, stored.id, message.slice(0, 1000), retryAt);
    }
  }

  /** Delivers everything due now; resolves when the queue holds nothing due. */
  async function drain(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(db, BATCH_SIZE, CLAIM_SECONDS);
      if (batch.length === 0) return;
      for (const mail of batch) await deliver(mail);
    }
  }

  /** Runs a drain now, or once more right after the one in progress. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox drain failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  function start(): void {
    if (!transport || timer) return;
    timer = setInterval(() => void kick(), options.pollMs);
    timer.unref();
    void kick();
  }

  async function stop(): Promise<void> {
    if (timer) clearInterval(timer);
    timer = null;
    again = false;
    await running;
    transport?.close();
  }

  return { enqueue, kick, start, stop, reveal, delivers: transport !== null };
}

export type Outbox = ReturnType<typeof createOutbox>;
