import {
  chooseVariant,
  osloDay,
  POPUP_ORDER_DAYS,
  POPUP_VARIANTS_MAX,
  type PopupAnswer,
  type PopupSettings,
  type PopupUpdateBody,
  popupSettingsSchema,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { assertDesignCountdowns } from '../../lib/design-countdowns';
import { assertDesignForms } from '../../lib/design-forms';
import { AppError } from '../../lib/errors';
import { kroner } from '../../lib/money';
import { safeDesign } from '../../lib/safe-design';
import { getCompany } from '../account-settings';
import { findDiscountTemplateIds } from '../discounts';
import { ownFilesPolicy } from './design-policy';
import * as repo from './repository';
import { starterDesign } from './starter-design';

/** A new popup's settings: 800 px, centred, shown once, never again after a submit. */
const NEW_POPUP_SETTINGS: PopupSettings = popupSettingsSchema.parse({ max_width: 800 });

const VARIANT_NAMES = ['A', 'B', 'C', 'D'];

export async function findOwnPopup(db: Database, accountId: number, id: number) {
  const row = await repo.findPopup(db, accountId, id);
  if (!row) throw new AppError(404, 'popup_not_found');
  return row;
}

/**
 * Scheduled: active, but every rule group waits for a first day still to come (Oslo days), so it is not
 * shown yet.
 */
function statusOf(row: repo.PopupRow, now: Date): PopupAnswer['status'] {
  if (row.status !== 'active') return row.status;
  const today = osloDay(now);
  const groups = row.settings.rules.groups;
  const waiting =
    groups.length > 0 &&
    groups.every((group) =>
      group.some((rule) => rule.kind === 'schedule' && rule.from !== null && rule.from > today),
    );
  return waiting ? 'scheduled' : 'active';
}

/** The popups as the panel shows them, with their figures (views, submits, orders after a submit). */
export async function popupAnswers(
  db: Database,
  accountId: number,
  rows: repo.PopupRow[],
  now: Date,
): Promise<PopupAnswer[]> {
  const ids = rows.map((row) => row.id);
  const [variants, counts, ordersByPopup] = await Promise.all([
    repo.variantsOf(db, accountId, ids),
    repo.countsByVariant(db, accountId, ids),
    repo.ordersAfterFirstSubmits(db, accountId, ids, POPUP_ORDER_DAYS),
  ]);
  return rows.map((row) => {
    const own = variants.filter((variant) => variant.popupId === row.id);
    const answers = own.map((variant) => ({
      id: variant.id,
      name: variant.name,
      weight: variant.weight,
      html: variant.html,
      css: variant.css,
      project: variant.project ?? null,
      views: counts.views.get(variant.id) ?? 0,
      submissions: counts.submissions.get(variant.id) ?? 0,
    }));
    const views = answers.reduce((sum, variant) => sum + variant.views, 0);
    const submissions = answers.reduce((sum, variant) => sum + variant.submissions, 0);
    const orders = ordersByPopup.get(row.id) ?? { orders: 0, totalOre: 0 };
    return {
      id: row.id,
      name: row.name,
      status: statusOf(row, now),
      settings: row.settings,
      discount_template_id: row.discountTemplateId,
      variants: answers,
      views,
      submissions,
      conversion: views === 0 ? 0 : submissions / views,
      orders: orders.orders,
      revenue: kroner(orders.totalOre),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function popupAnswer(db: Database, row: repo.PopupRow, now: Date): Promise<PopupAnswer> {
  const [answer] = await popupAnswers(db, row.accountId, [row], now);
  if (!answer) throw new Error('a popup answered nothing');
  return answer;
}

/** A new popup: a draft whose only variant starts from a finished signup in the company's colours. */
export async function createPopup(db: Database, accountId: number, name: string, now: Date) {
  const company = await getCompany(db, accountId);
  const starter = starterDesign({
    companyName: company.company_name,
    primaryColor: company.primary_color,
    secondaryColor: company.secondary_color,
  });
  return db.transaction(async (tx) => {
    const row = await repo.insertPopup(tx, accountId, { name, settings: NEW_POPUP_SETTINGS }, now);
    const design = safeDesign(starter, { isOwnFile: () => false });
    await repo.insertVariant(
      tx,
      accountId,
      { popupId: row.id, name: 'A', weight: 100, ...design, project: null },
      now,
    );
    return row;
  });
}

/** Name, settings and the code it hands out; the code must be one of the account's template codes. */
export async function savePopup(
  db: Database,
  accountId: number,
  id: number,
  body: PopupUpdateBody,
  now: Date,
) {
  await findOwnPopup(db, accountId, id);
  if (body.discount_template_id !== null) {
    const templates = await findDiscountTemplateIds(db, accountId, [body.discount_template_id]);
    if (!templates.has(body.discount_template_id)) {
      throw new AppError(422, 'validation_failed', undefined, {
        discount_template_id: 'discount_template_not_found',
      });
    }
  }
  const row = await repo.updatePopup(
    db,
    accountId,
    id,
    { name: body.name, settings: body.settings, discountTemplateId: body.discount_template_id },
    now,
  );
  if (!row) throw new AppError(404, 'popup_not_found');
  return row;
}

/** On (by its rules) or paused; on needs a design with something in it. */
export async function setActive(db: Database, accountId: number, id: number, active: boolean, now: Date) {
  await findOwnPopup(db, accountId, id);
  if (active) {
    const variants = await repo.variantsOf(db, accountId, [id]);
    if (!variants.some((variant) => variant.html.trim() !== '' && variant.weight > 0)) {
      throw new AppError(422, 'popup_no_design');
    }
  }
  const row = await repo.updatePopup(db, accountId, id, { status: active ? 'active' : 'paused' }, now);
  if (!row) throw new AppError(404, 'popup_not_found');
  return row;
}

/** A copy as a draft, with copies of its variants (not its figures). */
export async function duplicatePopup(db: Database, accountId: number, id: number, name: string, now: Date) {
  const original = await findOwnPopup(db, accountId, id);
  return db.transaction(async (tx) => {
    const copy = await repo.insertPopup(
      tx,
      accountId,
      { name, settings: original.settings, discountTemplateId: original.discountTemplateId },
      now,
    );
    for (const variant of await repo.variantsOf(tx, accountId, [id])) {
      await repo.insertVariant(
        tx,
        accountId,
        {
          popupId: copy.id,
          name: variant.name,
          weight: variant.weight,
          html: variant.html,
          css: variant.css,
          project: variant.project,
        },
        now,
      );
    }
    return copy;
  });
}

/** An A/B variant: a copy of the first variant, the visitors split evenly between all of them. */
export async function addVariant(db: Database, accountId: number, id: number, now: Date) {
  await findOwnPopup(db, accountId, id);
  return db.transaction(async (tx) => {
    const variants = await repo.variantsOf(tx, accountId, [id]);
    if (variants.length >= POPUP_VARIANTS_MAX) throw new AppError(409, 'popup_variants_max');
    const first = variants[0];
    const taken = new Set(variants.map((variant) => variant.name));
    const name = VARIANT_NAMES.find((candidate) => !taken.has(candidate)) ?? `V${variants.length + 1}`;
    const share = Math.floor(100 / (variants.length + 1));
    for (const variant of variants)
      await repo.updateVariant(tx, accountId, id, variant.id, { weight: share }, now);
    await repo.insertVariant(
      tx,
      accountId,
      {
        popupId: id,
        name,
        weight: share,
        html: first?.html ?? '',
        css: first?.css ?? '',
        project: first?.project ?? null,
      },
      now,
    );
  });
}

export async function removeVariant(db: Database, accountId: number, id: number, variantId: number) {
  await findOwnPopup(db, accountId, id);
  const variants = await repo.variantsOf(db, accountId, [id]);
  if (!variants.some((variant) => variant.id === variantId))
    throw new AppError(404, 'popup_variant_not_found');
  if (variants.length === 1) throw new AppError(409, 'popup_last_variant');
  await repo.deleteVariant(db, accountId, id, variantId);
}

/** The builder's save of a variant: the design made safe (lib/safe-design.ts) and the builder's project. */
export async function saveDesign(
  db: Database,
  accountId: number,
  id: number,
  variantId: number,
  body: { html: string; css: string; project: Record<string, unknown> | null },
  publicUrl: string,
  now: Date,
) {
  await findOwnPopup(db, accountId, id);
  const own = await ownFilesPolicy(db, accountId, publicUrl, body);
  const design = safeDesign(own.design, own.policy);
  assertDesignForms(design.html);
  assertDesignCountdowns(design.html);
  const row = await repo.updateVariant(
    db,
    accountId,
    id,
    variantId,
    { ...design, project: body.project },
    now,
  );
  if (!row) throw new AppError(404, 'popup_variant_not_found');
}

/** The visitors' shares of the variants, by variant id (every variant of the popup named). */
export async function setWeights(
  db: Database,
  accountId: number,
  id: number,
  weights: Record<string, number>,
  now: Date,
) {
  await findOwnPopup(db, accountId, id);
  const variants = await repo.variantsOf(db, accountId, [id]);
  const fields: Record<string, string> = {};
  for (const variant of variants)
    if (weights[String(variant.id)] === undefined) fields[`weights.${variant.id}`] = 'field_empty';
  for (const key of Object.keys(weights)) {
    if (!variants.some((variant) => String(variant.id) === key)) fields[`weights.${key}`] = 'invalid_value';
  }
  if (variants.every((variant) => (weights[String(variant.id)] ?? 0) === 0)) fields.weights = 'invalid_value';
  if (Object.keys(fields).length > 0) throw new AppError(422, 'validation_failed', undefined, fields);
  await db.transaction(async (tx) => {
    for (const variant of variants) {
      await repo.updateVariant(
        tx,
        accountId,
        id,
        variant.id,
        { weight: weights[String(variant.id)] ?? 0 },
        now,
      );
    }
  });
}

/** Which variant this visitor sees of this popup (the same every time). */
export function variantFor(visitorId: string, popupId: number, variants: repo.VariantRow[]) {
  return chooseVariant(visitorId, popupId, variants);
}
