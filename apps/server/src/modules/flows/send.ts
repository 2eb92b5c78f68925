import { type FlowStep, osloDateTime } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { loadOnce } from '../../lib/memo';
import { formatKroner } from '../../lib/money';
import { getEmailSender } from '../account-settings';
import { mailPermissions } from '../audience';
import {
  type CampaignLinks,
  cartMergeData,
  cartMergeLines,
  cartPictures,
  cartProductIds,
  findCodeSource,
  findTemplate,
  type MailRecommendations,
  type MergeContext,
  mailRecommendations,
  mintCode,
  needsDiscountCode,
  newRecipientToken,
  RecommendationBlockMissing,
  renderMail,
  type StoredCart,
} from '../email';
import type { Outbox, OutgoingMail } from '../mail';
import type { EntryRow, NewFlowMail } from './entry-repository';

export interface SendDeps {
  outbox: Outbox;
  links: CampaignLinks;
  publicUrl: string;
}

/**
 * What the sends of one batch of due steps read once however many customers they mail: the templates, the
 * senders, and consent and suppression of the batch's addresses (`emails`, per account). Made per batch,
 * inside its transaction.
 */
export function sendLookups(db: Database, emails: Map<number, string[]>) {
  const templates = loadOnce((key: string) => {
    const [accountId, templateId] = key.split(':').map(Number);
    return findTemplate(db, accountId ?? 0, templateId ?? 0);
  });
  const codeSources = loadOnce((key: string) => {
    const [accountId, discountId] = key.split(':').map(Number);
    return findCodeSource(db, accountId ?? 0, discountId ?? 0);
  });
  const pictures = loadOnce((key: string) => {
    const [accountId, ids] = JSON.parse(key) as [number, string[]];
    return cartPictures(db, accountId, ids);
  });
  const drawers = new Map<number, MailRecommendations>();
  return {
    /** The recommendations blocks' drawer of an account, one per batch (a widget is read once). */
    recommendations(accountId: number, now: Date): MailRecommendations {
      let drawer = drawers.get(accountId);
      if (!drawer) {
        drawer = mailRecommendations(db, accountId, { now: () => now });
        drawers.set(accountId, drawer);
      }
      return drawer;
    },
    template: (accountId: number, templateId: number) => templates(`${accountId}:${templateId}`),
    codeSource: (accountId: number, discountId: number) => codeSources(`${accountId}:${discountId}`),
    sender: loadOnce((accountId: number) => getEmailSender(db, accountId)),
    permissions: loadOnce((accountId: number) => mailPermissions(db, accountId, emails.get(accountId) ?? [])),
    /** Product pictures, read once per set of products (a batch's carts mostly hold the same few). */
    pictures: (accountId: number, cart: StoredCart) =>
      pictures(JSON.stringify([accountId, cartProductIds(cart)])),
  };
}
export type SendLookups = ReturnType<typeof sendLookups>;

type EntryData = {
  cart?: StoredCart;
  order?: StoredCart & { order_id: string; placed_at: string };
  name?: string | null;
};

/** The products whose pictures a mail of this entry shows (its cart's or order's lines). */
const linesToPicture = (entry: EntryRow) => {
  const data = entry.context as EntryData;
  return data.cart ?? data.order ?? null;
};

/** The merge tags of a flow mail, from what brought the customer in (their cart or order). */
function contextOf(
  entry: EntryRow,
  shopName: string,
  unsubscribeUrl: string,
  code: string,
  pictures: ReadonlyMap<string, string>,
): MergeContext {
  const data = entry.context as EntryData;
  const name = data.name ?? '';
  return {
    customer: { name, first_name: name.split(' ')[0] ?? '', email: entry.email },
    shop: { name: shopName },
    cart: data.cart ? cartMergeData(data.cart, pictures) : null,
    order: data.order
      ? {
          id: data.order.order_id,
          lines: cartMergeLines(data.order, pictures),
          total: formatKroner(data.order.total_ore),
          placed_at: osloDateTime(new Date(data.order.placed_at)),
        }
      : null,
    unsubscribe_url: unsubscribeUrl,
    discount_code: code,
  };
}

/** A flow mail ready to be written with the rest of its batch: the outbox's mail and the flow's record. */
export interface PreparedMail {
  mail: OutgoingMail;
  record: Omit<NewFlowMail, 'mailId'>;
}

/**
 * A send step for one customer: consent and suppression as they were when the batch began, the mail
 * rendered for them, and a unique discount code when the step hands one out (written at once, in a
 * savepoint, so a failing code leaves nothing). The mail itself is written with its batch (its delivery
 * job commits with the batch, so it goes exactly once). Answers the step's outcome and the mail.
 */
export async function prepareSend(
  db: Database,
  deps: SendDeps,
  lookups: SendLookups,
  entry: EntryRow,
  step: Extract<FlowStep, { type: 'send_email' }>,
  now: Date,
): Promise<{ outcome: string; mail?: PreparedMail }> {
  const template =
    step.template_id === null ? null : await lookups.template(entry.accountId, step.template_id);
  if (!template?.html) return { outcome: 'skipped_no_design' };
  const permission = (await lookups.permissions(entry.accountId))(entry.email, template.transactional);
  if (permission !== 'ok') return { outcome: `skipped_${permission}` };
  const sender = await lookups.sender(entry.accountId);
  const token = newRecipientToken();
  const unsubscribeUrl = deps.links.unsubscribe(token);
  // The step's template code, else the e-mail's own source; a design showing a code without one is not
  // sent (activation refuses it; this is for a source deleted since), never with an empty code box.
  let code = '';
  if (needsDiscountCode(template)) {
    const sourceId = step.discount_template_id ?? template.discountId;
    const source = sourceId === null ? null : await lookups.codeSource(entry.accountId, sourceId);
    if (!source) return { outcome: 'skipped_no_discount_code' };
    code = await db.transaction((savepoint) =>
      mintCode(savepoint, entry.accountId, source, entry.email, now),
    );
  }
  const pictured = linesToPicture(entry);
  const pictures = pictured ? await lookups.pictures(entry.accountId, pictured) : new Map<string, string>();
  const context = contextOf(entry, sender.from_name, unsubscribeUrl, code, pictures);
  let rendered: Awaited<ReturnType<typeof renderMail>>;
  try {
    rendered = await renderMail(template, context, {
      publicUrl: deps.publicUrl,
      tracking: { token, links: deps.links },
      recommendations: lookups.recommendations(entry.accountId, now),
    });
  } catch (error) {
    // A block's widget deleted (or made a shop widget) since: skipped, never a mail with an empty box.
    if (error instanceof RecommendationBlockMissing) return { outcome: 'skipped_no_recommendation' };
    throw error;
  }
  return {
    outcome: 'sent',
    mail: {
      mail: {
        accountId: entry.accountId,
        to: entry.email,
        kind: 'flow',
        fromName: sender.from_name || null,
        fromAddress: sender.from_email || null,
        replyTo: sender.reply_to || null,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        secret: null,
      },
      record: {
        accountId: entry.accountId,
        flowId: entry.flowId,
        entryId: entry.id,
        stepId: step.id,
        email: entry.email,
        token,
        sentAt: now,
      },
    },
  };
}
