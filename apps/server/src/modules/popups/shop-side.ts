import {
  discountAmountText,
  emailField,
  fillDiscountAmounts,
  type PopupSubmitAnswer,
  type PopupSubmitBody,
  type WidgetPopup,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Platform } from '../../platform';
import { getEmailSender } from '../account-settings';
import { chatService } from '../chat';
import { cloneUniqueCode, findDiscountTemplateAmounts } from '../discounts';
import * as repo from './repository';
import { variantFor } from './service';
import { assertWithinSignupLimits, type SubmitOrigin } from './signup-limits';

/**
 * The shop's side of popups: what the widget shows a visitor (the active popups, each in the variant this
 * visitor always gets), a view counted, and a submit: stored once per submit id, a subscriber with this
 * popup's consent (through `subscriber.joined`, so the account's double opt-in applies) with the IP and browser
 * as evidence, a unique code from the popup's template code (one per address and popup), and
 * `popup.submitted` for the flows.
 */
export async function popupsForVisitor(
  db: Database,
  accountId: number,
  visitorId: string,
): Promise<{ popups: WidgetPopup[]; subscriber: boolean }> {
  const rows = await visibleTo(db, accountId, await repo.activePopups(db, accountId), visitorId);
  const variants = await repo.variantsOf(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  const amounts = await findDiscountTemplateAmounts(
    db,
    accountId,
    rows.flatMap((row) => (row.discountTemplateId === null ? [] : [row.discountTemplateId])),
  );
  const popups = rows.flatMap((row): WidgetPopup[] => {
    const chosen = variantFor(
      visitorId,
      row.id,
      variants.filter((variant) => variant.popupId === row.id && variant.html.trim() !== ''),
    );
    if (!chosen) return [];
    const { max_width, placement, rules, frequency, stop_after_submit, hide_from_subscribers, audience } =
      row.settings;
    // The text names the discount of the code handed out now, whatever the design said when it was saved.
    const amount = row.discountTemplateId === null ? undefined : amounts.get(row.discountTemplateId);
    const html = amount ? fillDiscountAmounts(chosen.html, discountAmountText(amount)) : chosen.html;
    return [
      {
        id: row.id,
        settings: {
          max_width,
          placement,
          rules,
          frequency,
          stop_after_submit,
          hide_from_subscribers,
          audience,
        },
        variants: [{ id: chosen.id, weight: chosen.weight, html, css: chosen.css }],
      },
    ];
  });
  return { popups, subscriber: popups.length > 0 && (await repo.hasSubmitted(db, accountId, visitorId)) };
}

/**
 * Of these popups, those for this visitor: everyone's, and those for a flow's audience when the shop knows the
 * visitor by an e-mail in it (chat contact or identify). Asks for the e-mail only when such a popup is there.
 */
async function visibleTo(db: Database, accountId: number, rows: repo.PopupRow[], visitorId: string) {
  const forAudience = rows.filter((row) => row.settings.audience === 'flow').map((row) => row.id);
  if (forAudience.length === 0) return rows;
  const email = await chatService.visitorEmail(db, accountId, visitorId);
  const member = email ? await repo.audiencePopupsOf(db, accountId, forAudience, email) : new Set<number>();
  return rows.filter((row) => row.settings.audience !== 'flow' || member.has(row.id));
}

/** The popup, active, for this visitor, and the variant they get of it; 404 for anything else. */
async function shownVariant(
  db: Database,
  accountId: number,
  popupId: number,
  visitorId: string,
  variantId: number,
) {
  const found = await repo.findPopup(db, accountId, popupId);
  const [popup] = found?.status === 'active' ? await visibleTo(db, accountId, [found], visitorId) : [];
  if (!popup) throw new AppError(404, 'popup_not_active');
  const variants = await repo.variantsOf(db, accountId, [popupId]);
  const chosen = variantFor(
    visitorId,
    popupId,
    variants.filter((variant) => variant.html.trim() !== ''),
  );
  if (chosen?.id !== variantId) throw new AppError(404, 'popup_variant_not_found');
  return popup;
}

export async function recordShown(
  db: Database,
  accountId: number,
  popupId: number,
  body: { visitor_id: string; variant_id: number },
  now: Date,
) {
  await shownVariant(db, accountId, popupId, body.visitor_id, body.variant_id);
  await repo.insertShow(db, {
    accountId,
    popupId,
    variantId: body.variant_id,
    visitorId: body.visitor_id,
    shownAt: now,
  });
}

const emailSchema = emailField();

/**
 * A submit: stored once per submit id, with where it came from. With the account's double opt-in the
 * answer holds no code: it goes by mail once the address is confirmed (code-mail.ts), so a made-up
 * address gets nothing.
 */
export async function submitPopup(
  platform: Pick<Platform, 'events'>,
  db: Database,
  accountId: number,
  popupId: number,
  body: PopupSubmitBody,
  origin: SubmitOrigin,
  now: Date,
): Promise<PopupSubmitAnswer> {
  const popup = await shownVariant(db, accountId, popupId, body.visitor_id, body.variant_id);
  const given = body.fields.email;
  let email: string | null = null;
  if (given !== undefined && given !== '') {
    const parsed = emailSchema.safeParse(given);
    if (!parsed.success)
      throw new AppError(422, 'validation_failed', undefined, { 'fields.email': 'invalid_email' });
    email = parsed.data.toLowerCase();
  }
  const confirm = email !== null && (await getEmailSender(db, accountId)).double_opt_in === '1';
  const answer = (code: string | null): PopupSubmitAnswer => ({
    code: confirm ? '' : (code ?? ''),
    confirm,
  });
  return platform.events.unitOfWork(async (tx, publish) => {
    const existing = await repo.findSubmission(tx, popupId, body.submit_id);
    // The same submit again (a retried request): its answer again, nothing more, and not counted.
    if (existing) return answer(existing.code);
    await assertWithinSignupLimits(tx, accountId, popupId, email, origin, now);
    const { row, isNew } = await repo.insertSubmission(tx, {
      accountId,
      popupId,
      variantId: body.variant_id,
      visitorId: body.visitor_id,
      submitId: body.submit_id,
      email,
      fields: body.fields,
      submittedAt: now,
      ip: origin.ip,
      network: origin.network,
      userAgent: origin.userAgent,
    });
    if (!isNew) return answer(row.code);
    let code: string | null = null;
    // One code per address and popup, whatever the number of submits (popup_codes' primary key).
    if (popup.discountTemplateId !== null && email !== null) {
      const templateId = popup.discountTemplateId;
      const address = email;
      code = await repo.claimCode(tx, accountId, popupId, address, now, () =>
        cloneUniqueCode(tx, accountId, templateId, address, now),
      );
      await repo.setSubmissionCode(tx, row.id, code);
      if (!confirm) await repo.markCodeDelivered(tx, accountId, popupId, address, now);
    }
    if (email !== null) {
      publish('subscriber.joined', accountId, {
        email,
        source: 'popup',
        ip: origin.ip,
        user_agent: origin.userAgent,
      });
    }
    publish('popup.submitted', accountId, { popup_id: String(popupId), email });
    return answer(code);
  });
}
