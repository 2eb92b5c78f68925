import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { effectiveSender } from './identity';
import type { Outbox, OutboxOptions } from './outbox';

/** One mail of a bulk send (a campaign), with its own headers (List-Unsubscribe) and Message-ID. */
export interface BulkMail {
  accountId: number;
  to: string;
  fromName: string | null;
  fromAddress: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/**
 * bounce: the server refused the address for good (5xx to RCPT TO); rejected: it refused this mail for
 * good (another 5xx); transient: try again later (4xx, connection trouble).
 */
export type BulkResult =
  | { ok: true }
  | { ok: false; kind: 'bounce' | 'rejected' | 'transient'; error: string };

/**
 * Campaign mail straight to SMTP over a pool of connections (the outbox's one-job-per-mail path would
 * write two rows per recipient). Without SMTP_URL (the embedded default) each mail is kept in the
 * outbox for staff to read, as every other mail is.
 */
export function createBulkSender(
  db: Database,
  options: Pick<OutboxOptions, 'smtpUrl' | 'from'>,
  outbox: Outbox,
) {
  let transport: Transporter | null = null;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', url.searchParams.get('maxConnections') ?? '8');
    transport = nodemailer.createTransport(url.toString());
  }

  async function send(given: BulkMail): Promise<BulkResult> {
    // The same sender rule as the outbox: an unverified shop address becomes the Reply-To.
    const mail = await effectiveSender(db, given);
    if (!transport) {
      await outbox.enqueue({
        accountId: mail.accountId,
        to: mail.to,
        kind: 'campaign',
        fromName: mail.fromName,
        fromAddress: mail.fromAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return { ok: true };
    }
    try {
      await transport.sendMail({
        ...(mail.fromAddress
          ? { from: { name: mail.fromName ?? '', address: mail.fromAddress }, sender: options.from }
          : { from: options.from }),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      return { ok: true };
    } catch (error) {
      const smtp = error as { responseCode?: number; command?: string; message?: string };
      const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : 0;
      const kind =
        code >= 500 && code < 600 ? (smtp.command === 'RCPT TO' ? 'bounce' : 'rejected') : 'transient';
      return { ok: false, kind, error: String(smtp.message ?? error).slice(0, 500) };
    }
  }

  return {
    send,
    close(): void {
      transport?.close();
    },
  };
}

export type BulkSender = ReturnType<typeof createBulkSender>;
