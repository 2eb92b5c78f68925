import { JOB_PAYLOADS, segmentRulesSchema } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Clock, defineJob, type Platform } from '../../platform';
import { getEmailSender } from '../account-settings';
import { findSegment, reachableContactsAfter, segmentCondition, suppress } from '../audience';
import { type BulkSender, giveBackHourly, nextHour, takeHourly } from '../mail';
import { campaignCodeSource, recipientCode } from './campaign-codes';
import { type CampaignLinks, newRecipientToken } from './campaign-links';
import * as repo from './campaign-repository';
import { startCampaign } from './campaigns';
import type { CodeSource } from './discount-codes';
import { type MailRecommendations, mailRecommendations } from './recommendation-blocks';
import { renderMail } from './render-mail';

const SNAPSHOT_PAGE = 2000;
/** A recipient taken by a worker that died is sent again after this long. */
/** Mails handed to SMTP at once (the pool has four connections). */
const PARALLEL = 32;

export interface SendingDeps {
  clock: Clock;
  jobs: Platform['jobs'];
  bulk: BulkSender;
  links: CampaignLinks;
  /** Mails per second per account. */
  rate: number;
  /** This server's public address: the design's own images are linked from it. */
  publicUrl: string;
  /** Recipients claimed longer ago than this were left by a worker that died (EMAIL_STALE_CLAIM_MS). */
  staleClaimMs: number;
}

/**
 * A campaign's recipients, made once when sending starts: the contacts of its segment (or everyone) who
 * may get it then (consent given, not suppressed). Pages of 2,000; an address once per campaign, so a run
 * that died half-way and runs again adds only what is missing. Then the first batch is queued.
 */
export const prepareJob = (deps: SendingDeps) =>
  defineJob({
    kind: 'email.campaign_prepare',
    payload: JOB_PAYLOADS['email.campaign_prepare'],
    transactional: false,
    maxAttempts: 5,
    handle: async ({ campaign_id }, { db }) => {
      const campaign = await repo.findCampaignById(db, campaign_id);
      if (
        campaign?.status === 'scheduled' &&
        campaign.scheduledAt &&
        campaign.scheduledAt <= deps.clock.now()
      ) {
        // Its time has come: start it as "send now" does (which queues this job again for the recipients).
        await startCampaign(db, deps, campaign, deps.clock.now()).catch(async (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          // Nothing to send to or no design: back to a draft, which the panel shows with its reason.
          await repo.moveCampaign(
            db,
            campaign.id,
            ['scheduled'],
            'draft',
            { scheduledAt: null },
            deps.clock.now(),
          );
        });
        return;
      }
      if (campaign?.status !== 'sending') return;
      let condition: ReturnType<typeof segmentCondition>;
      if (campaign.segmentId !== null) {
        const segment = await findSegment(db, campaign.accountId, campaign.segmentId);
        if (!segment) {
          await repo.moveCampaign(
            db,
            campaign.id,
            ['sending'],
            'cancelled',
            { finishedAt: deps.clock.now() },
            deps.clock.now(),
          );
          return;
        }
        condition = segmentCondition(
          campaign.accountId,
          segmentRulesSchema.parse(segment.definition),
          deps.clock.now(),
        );
      }
      let total = 0;
      for (let after = 0; ; ) {
        const page = await reachableContactsAfter(db, campaign.accountId, condition, after, SNAPSHOT_PAGE);
        await repo.insertRecipients(
          db,
          page.map((contact) => ({
            campaignId: campaign.id,
            accountId: campaign.accountId,
            email: contact.email,
            name: contact.name,
            token: newRecipientToken(),
          })),
        );
        total += page.length;
        if (page.length < SNAPSHOT_PAGE) break;
        after = page.at(-1)?.id ?? after;
      }
      await repo.updateCampaign(db, campaign.id, { recipientsCount: total }, deps.clock.now());
      await deps.jobs.enqueue(
        'email.campaign_send',
        { campaign_id: campaign.id },
        { dedupeKey: `${campaign.id}:start` },
      );
    },
  });

/**
 * One paced batch: as many recipients as the account's rate allows in a second, rendered (merge tags,
 * tracked links, unsubscribe link and headers) and handed to SMTP, each marked as it goes; then the next
 * batch is queued for when the rate allows it. A paused or cancelled campaign stops here. Not
 * transactional (SMTP is outside the database): a worker that dies leaves its batch 'sending', and the
 * job runs again and takes those rows after `staleClaimMs`.
 */
export const sendJob = (deps: SendingDeps) =>
  defineJob({
    kind: 'email.campaign_send',
    payload: JOB_PAYLOADS['email.campaign_send'],
    transactional: false,
    concurrency: 2,
    maxAttempts: 10,
    handle: async ({ campaign_id }, { db }) => {
      const campaign = await repo.findCampaignById(db, campaign_id);
      if (campaign?.status !== 'sending' || campaign.html === null) return;
      const started = deps.clock.now();
      // The account's mails per hour (staff may raise it): used up, the batch waits for the next hour.
      const allowed = await takeHourly(
        db,
        campaign.accountId,
        started,
        Math.max(1, Math.min(deps.rate, 500)),
      );
      if (allowed === 0) {
        const at = nextHour(started);
        await deps.jobs.enqueue(
          'email.campaign_send',
          { campaign_id: campaign.id },
          { dedupeKey: `${campaign.id}:hour:${at.toISOString()}`, runAt: at },
        );
        return;
      }
      const batch = await repo.claimRecipients(
        db,
        campaign.id,
        allowed,
        started,
        new Date(started.getTime() - deps.staleClaimMs),
      );
      await giveBackHourly(db, campaign.accountId, started, allowed - batch.length);
      if (batch.length === 0) {
        await settle(db, deps, campaign.id);
        return;
      }
      // The next batch is queued now, due when the rate allows: it runs beside this one (two at a time),
      // so a slow SMTP answer does not stall the pace, and the pace holds however long this batch takes.
      await deps.jobs.enqueue(
        'email.campaign_send',
        { campaign_id: campaign.id },
        {
          dedupeKey: `${campaign.id}:after:${batch.at(-1)?.id}`,
          runAt: new Date(started.getTime() + Math.ceil((batch.length / deps.rate) * 1000)),
        },
      );
      const sender = await getEmailSender(db, campaign.accountId);
      const source = await campaignCodeSource(db, campaign);
      // The blocks' widgets read once for the batch; per recipient only their answer is read and drawn.
      const recommendations = mailRecommendations(db, campaign.accountId, deps.clock);
      let transient: string | null = null;
      let claimedAt = started;
      for (let index = 0; index < batch.length; index += PARALLEL) {
        const part = batch.slice(index, index + PARALLEL);
        const now = deps.clock.now();
        if (transient === null && now.getTime() - claimedAt.getTime() > deps.staleClaimMs / 3) {
          // A batch that takes a while keeps its claim: the stale time counts from its last progress.
          await repo.renewClaims(
            db,
            campaign.id,
            batch.slice(index).map((recipient) => recipient.id),
            now,
          );
          claimedAt = now;
        }
        if (transient !== null) {
          // SMTP is not taking mail now: the rest of the batch waits for the job's retry too.
          for (const recipient of part) await repo.requeueRecipient(db, recipient.id, transient);
          continue;
        }
        const results = await Promise.all(
          part.map((recipient) => sendOne(db, deps, campaign, sender, source, recommendations, recipient)),
        );
        // Marked as soon as the group is through: a crash now sends at most this group's mails again.
        await repo.markRecipients(
          db,
          campaign.id,
          results.flatMap((result) => (result.outcome ? [result.outcome] : [])),
        );
        transient = results.find((result) => result.transient !== null)?.transient ?? null;
      }
      // The job layer retries with backoff (and shows staff a campaign whose SMTP stays down).
      if (transient !== null) throw new Error(`SMTP did not take the campaign's mail: ${transient}`);
      await settle(db, deps, campaign.id);
    },
  });

/**
 * After a batch, or when there was nothing to take: the campaign is sent once nobody is queued or being
 * sent. While others are being sent (by another batch, or by a worker that died), a job looks again
 * shortly, until they are sent or count as abandoned and are taken: a campaign never waits for a job
 * that is not coming.
 */
async function settle(db: Database, deps: SendingDeps, campaignId: number) {
  const left = await repo.remaining(db, campaignId);
  const now = deps.clock.now();
  if (left.queued === 0 && left.sending === 0) {
    await repo.moveCampaign(db, campaignId, ['sending'], 'sent', { finishedAt: now }, now);
  } else if (left.queued === 0 && left.oldestClaim !== null) {
    // Look again soon (another batch may just be finishing), and at the latest when the claim is stale.
    const due = new Date(
      Math.min(left.oldestClaim.getTime() + deps.staleClaimMs + 1000, now.getTime() + 5000),
    );
    await deps.jobs.enqueue(
      'email.campaign_send',
      { campaign_id: campaignId },
      { dedupeKey: `${campaignId}:stale:${due.getTime()}`, runAt: due },
    );
  }
}

async function sendOne(
  db: Database,
  deps: SendingDeps,
  campaign: repo.CampaignRow,
  sender: Awaited<ReturnType<typeof getEmailSender>>,
  source: CodeSource | null,
  recommendations: MailRecommendations,
  recipient: repo.RecipientRow,
): Promise<{ outcome: repo.RecipientOutcome | null; transient: string | null }> {
  const name = recipient.name ?? '';
  const unsubscribeUrl = deps.links.unsubscribe(recipient.token);
  let outcome: repo.RecipientOutcome;
  try {
    // The code source was checked at the start; one that has gone since fails the mail, never an empty box.
    if (campaign.discountId !== null && !source) throw new Error('discount_code_source_not_found');
    const context = {
      customer: { name, first_name: name.split(' ')[0] ?? '', email: recipient.email },
      shop: { name: sender.from_name },
      cart: null,
      order: null,
      unsubscribe_url: unsubscribeUrl,
      discount_code: await recipientCode(db, campaign, source, recipient, deps.clock.now()),
    };
    const mail = await renderMail(
      { html: campaign.html ?? '', subject: campaign.subject, previewText: campaign.previewText },
      context,
      {
        publicUrl: deps.publicUrl,
        tracking: { token: recipient.token, links: deps.links },
        recommendations,
      },
    );
    const result = await deps.bulk.send({
      accountId: campaign.accountId,
      to: recipient.email,
      fromName: sender.from_name || null,
      fromAddress: sender.from_email || null,
      replyTo: sender.reply_to || null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // RFC 8058: one-click unsubscribe from the mail client's own button.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'X-Butikkpanel-Campaign': String(campaign.id),
      },
      messageId: `<c${campaign.id}.r${recipient.id}@butikkpanel>`,
    });
    if (result.ok) outcome = { id: recipient.id, sentAt: deps.clock.now(), error: null };
    else if (result.kind === 'transient') {
      await repo.requeueRecipient(db, recipient.id, result.error);
      return { outcome: null, transient: result.error };
    } else {
      outcome = { id: recipient.id, sentAt: null, error: result.error };
      if (result.kind === 'bounce') {
        await suppress(db, campaign.accountId, recipient.email, 'hard_bounce', deps.clock.now());
      }
    }
  } catch (error) {
    // A render stopped by the sandbox's limits fails this recipient, not the campaign.
    outcome = {
      id: recipient.id,
      sentAt: null,
      error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    };
  }
  return { outcome, transient: null };
}

/**
 * After staff raised an account's ceiling: a batch of each of its sending campaigns is queued now instead
 * of at the next hour (a batch finds its recipients by claim, so an extra one sends nothing twice).
 */
export async function releaseHeldCampaigns(
  db: Database,
  jobs: Platform['jobs'],
  accountId: number,
  now: Date,
): Promise<void> {
  for (const campaign of await repo.findSendingCampaigns(db, accountId)) {
    await jobs.enqueue(
      'email.campaign_send',
      { campaign_id: campaign.id },
      { dedupeKey: `${campaign.id}:release:${now.getTime()}` },
    );
  }
}
