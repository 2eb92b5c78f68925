import { randomUUID } from 'node:crypto';
import { JOB_PAYLOADS, type MailKind } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { deriveKey, seal, unseal } from '../../lib/secrets';
import { defineJob, type Platform, retryDelay } from '../../platform';
import { effectiveSender } from './identity';
import { hourOf, nextHour, takeHourly } from './limits';
import {
  findHeldMails,
  findMail,
  holdMail,
  insertMail,
  insertMails,
  markFailedAttempt,
  markSent,
  type NewMail,
  type OutboxRow,
  startAttempt,
} from './repository';
import { withOneTimeLink } from './templates';

/**
 * A mail to enqueue; `oneTimeLink` replaces the ONE_TIME_LINK placeholder of text and html on delivery. The
 * kind is one of contracts' MAIL_KINDS, so the staff mailbox has a name for every mail.
 */
export type OutgoingMail = Omit<NewMail, 'kind'> & { kind: MailKind; oneTimeLink?: string };

export interface OutboxOptions {
  smtpUrl: string | null;
  from: string;
  retryBaseMs: number;
  maxAttempts: number;
}

/** SMTP retries never wait longer than this between attempts. */
const MAX_RETRY_WAIT_MS = 6 * 60 * 60_000;

/**
 * Every mail is stored before anything else happens. With SMTP_URL each mail gets a delivery job in the same
 * transaction (platform/jobs: retries with exponential backoff, dead after MAIL_MAX_ATTEMPTS); without SMTP
 * (the embedded default) it stays in the outbox for staff to read.
 */
export function createOutbox(
  db: Database,
  options: OutboxOptions,
  logger: FastifyBaseLogger,
  serverSecret: Uint8Array,
  platform: Pick<Platform, 'jobs' | 'clock' | 'register'>,
) {
  const linkKey = deriveKey(serverSecret, 'outbox-one-time-link');
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const { jobs, clock } = platform;
  const backoff = { baseMs: options.retryBaseMs, maxMs: MAX_RETRY_WAIT_MS };

  /** Stores a mail and its delivery job with `tx`: part of the caller's change (a flow step's send). */
  async function enqueueWith(tx: Database, { oneTimeLink, ...given }: OutgoingMail): Promise<OutboxRow> {
    const mail = await effectiveSender(tx, given);
    const secret = oneTimeLink === undefined ? null : seal(linkKey, oneTimeLink);
    const stored = await insertMail(
      tx,
      { ...mail, to: mail.to.toLowerCase(), secret },
      transport ? 'pending' : 'stored',
    );
    if (transport) {
      await jobs.enqueueWith(tx, [
        { kind: 'mail.deliver', payload: { mail_id: stored.id }, dedupeKey: stored.id },
      ]);
    }
    return stored;
  }

  /**
   * Many mails and their delivery jobs with `tx`, one statement each (a batch of flow steps). Answers the
   * mails' ids, in their order.
   */
  async function enqueueManyWith(tx: Database, list: OutgoingMail[]): Promise<string[]> {
    const senders = await Promise.all(list.map((mail) => effectiveSender(tx, mail)));
    const mails = senders.map(({ oneTimeLink, ...mail }) => ({
      ...mail,
      id: randomUUID(),
      to: mail.to.toLowerCase(),
      secret: oneTimeLink === undefined ? null : seal(linkKey, oneTimeLink),
    }));
    await insertMails(tx, mails, transport ? 'pending' : 'stored');
    if (transport) {
      await jobs.enqueueWith(
        tx,
        mails.map((mail) => ({ kind: 'mail.deliver', payload: { mail_id: mail.id }, dedupeKey: mail.id })),
      );
    }
    return mails.map((mail) => mail.id);
  }

  async function enqueue(mail: OutgoingMail): Promise<OutboxRow> {
    const row = await db.transaction((tx) => enqueueWith(tx, mail));
    if (transport) jobs.nudge();
    return row;
  }

  /** The mail as the recipient gets it: a one-time link put back in place of its placeholder. */
  function reveal(mail: OutboxRow): OutboxRow {
    return mail.secret === null ? mail : withOneTimeLink(mail, unseal(linkKey, mail.secret));
  }

  /**
   * One delivery attempt. SMTP is outside the database, so this job is not transactional: a mail already
   * sent or failed is skipped, and only a crash between the SMTP answer and markSent can send it twice.
   */
  const deliverJob = defineJob({
    kind: 'mail.deliver',
    payload: JOB_PAYLOADS['mail.deliver'],
    transactional: false,
    concurrency: 4,
    maxAttempts: options.maxAttempts,
    backoff,
    handle: async ({ mail_id }, context) => {
      if (!transport) return;
      const due = await findMail(db, mail_id);
      if (!due || (due.status !== 'pending' && due.status !== 'sending')) return;
      if (due.accountId !== null && (await takeHourly(db, due.accountId, context.now, 1)) === 0) {
        // The account's ceiling for this hour is reached: the mail waits for the next hour (a new job),
        // or for staff raising the ceiling (releaseHeld). Nothing is lost.
        const at = nextHour(context.now);
        await holdMail(db, due.id, at);
        await jobs.enqueue(
          'mail.deliver',
          { mail_id: due.id },
          { dedupeKey: `${due.id}:${hourOf(at).toISOString()}`, runAt: at },
        );
        return;
      }
      const stored = await startAttempt(db, mail_id, context.now);
      if (!stored) return;
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
        await markSent(db, mail.id, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = context.attempt >= context.maxAttempts;
        logger.warn({ mailId: stored.id, attempts: stored.attempts, err: message }, 'mail delivery failed');
        // The job's retry time is the same backoff; the row shows it to staff.
        const retryAt = last
          ? null
          : new Date(clock.now().getTime() + retryDelay({ backoff }, context.attempt));
        await markFailedAttempt(db, stored.id, message.slice(0, 1000), retryAt);
        throw error;
      }
    },
  });

  platform.register({ name: 'mail', jobs: [deliverJob] });

  /** After staff raised an account's ceiling: its held mails are queued now (each still sends once). */
  async function releaseHeld(accountId: number): Promise<number> {
    if (!transport) return 0;
    const now = clock.now();
    const held = await findHeldMails(db, accountId, now);
    await jobs.enqueueWith(
      db,
      held.map((id) => ({
        kind: 'mail.deliver',
        payload: { mail_id: id },
        dedupeKey: `${id}:release:${now.getTime()}`,
      })),
    );
    jobs.nudge();
    return held.length;
  }

  return {
    enqueue,
    enqueueWith,
    enqueueManyWith,
    reveal,
    releaseHeld,
    delivers: transport !== null,
    /** Closes the SMTP pool (after the job worker stopped). */
    close(): void {
      transport?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
