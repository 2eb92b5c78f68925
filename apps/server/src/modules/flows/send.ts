import { type FlowStep, osloDateTime } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { formatKroner } from '../../lib/money';
import { getEmailSender } from '../account-settings';
import { mailPermission } from '../audience';
import { cloneUniqueCode } from '../discounts';
import {
  absoluteImageUrls,
  type CampaignLinks,
  findTemplate,
  type MergeContext,
  newRecipientToken,
  plainText,
  renderHtml,
  renderText,
  trackedHtml,
} from '../email';
import type { Outbox } from '../mail';
import type { EntryRow } from './entry-repository';
import * as entries from './entry-repository';

export interface SendDeps {
  outbox: Outbox;
  links: CampaignLinks;
  publicUrl: string;
}

/**
 * The template and the sender of a send, read once per batch of due steps (a batch sends the same mail
 * to hundreds of customers of one flow). Made per batch, inside its transaction.
 */
export function sendLookups(db: Database) {
  const templates = new Map<string, ReturnType<typeof findTemplate>>();
  const senders = new Map<number, ReturnType<typeof getEmailSender>>();
  return {
    template(accountId: number, templateId: number) {
      const key = `${accountId}:${templateId}`;
      let found = templates.get(key);
      if (!found) {
        found = findTemplate(db, accountId, templateId);
        templates.set(key, found);
      }
      return found;
    },
    sender(accountId: number) {
      let found = senders.get(accountId);
      if (!found) {
        found = getEmailSender(db, accountId);
        senders.set(accountId, found);
      }
      return found;
    },
  };
}
export type SendLookups = ReturnType<typeof sendLookups>;

type Lines = Array<{ name: string; quantity: number; price_ore: number }>;
const linesOf = (lines: Lines) =>
  lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    price: formatKroner(line.price_ore),
    total: formatKroner(line.price_ore * line.quantity),
  }));

/** The merge tags of a flow mail, from what brought the customer in (their cart or order). */
function contextOf(entry: EntryRow, shopName: string, unsubscribeUrl: string, code: string): MergeContext {
  const data = entry.context as {
    cart?: { lines: Lines; total_ore: number };
    order?: { order_id: string; lines: Lines; total_ore: number; placed_at: string };
    name?: string | null;
  };
  const name = data.name ?? '';
  return {
    customer: { name, first_name: name.split(' ')[0] ?? '', email: entry.email },
    shop: { name: shopName },
    cart: data.cart ? { lines: linesOf(data.cart.lines), total: formatKroner(data.cart.total_ore) } : null,
    order: data.order
      ? {
          id: data.order.order_id,
          lines: linesOf(data.order.lines),
          total: formatKroner(data.order.total_ore),
          placed_at: osloDateTime(new Date(data.order.placed_at)),
        }
      : null,
    unsubscribe_url: unsubscribeUrl,
    discount_code: code,
  };
}

/**
 * A send step for one customer, inside the step's transaction: consent and suppression as they are now,
 * the mail written to the outbox (its delivery job commits with the step, so it goes exactly once), and
 * the flow's own record of it for the links. Answers the step's outcome.
 */
export async function sendStep(
  db: Database,
  deps: SendDeps,
  lookups: SendLookups,
  entry: EntryRow,
  step: Extract<FlowStep, { type: 'send_email' }>,
  now: Date,
): Promise<string> {
  const template =
    step.template_id === null ? null : await lookups.template(entry.accountId, step.template_id);
  if (!template?.html) return 'skipped_no_design';
  const permission = await mailPermission(db, entry.accountId, entry.email, template.transactional);
  if (permission !== 'ok') return `skipped_${permission}`;
  const sender = await lookups.sender(entry.accountId);
  const token = newRecipientToken();
  const unsubscribeUrl = deps.links.unsubscribe(token);
  const code =
    step.discount_template_id === null
      ? ''
      : await cloneUniqueCode(db, entry.accountId, step.discount_template_id, entry.email, now);
  const context = contextOf(entry, sender.from_name, unsubscribeUrl, code);
  const rendered = await renderHtml(template.html, context);
  const mail = await deps.outbox.enqueueWith(db, {
    accountId: entry.accountId,
    to: entry.email,
    kind: 'flow',
    fromName: sender.from_name || null,
    fromAddress: sender.from_email || null,
    replyTo: sender.reply_to || null,
    subject: await renderText(template.subject, context),
    html: trackedHtml(absoluteImageUrls(rendered, deps.publicUrl), token, deps.links),
    text: `${plainText(rendered)}\n\nMeld deg av: ${unsubscribeUrl}`,
    secret: null,
  });
  await entries.insertMail(db, {
    accountId: entry.accountId,
    flowId: entry.flowId,
    entryId: entry.id,
    stepId: step.id,
    email: entry.email,
    token,
    mailId: mail.id,
    sentAt: now,
  });
  return 'sent';
}
