import {
  canChangeTransactional,
  type EmailTemplate,
  type EmailTemplateBody,
  type EmailTemplateSummary,
  TRANSACTIONAL_BY_DEFAULT,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { findOwnImageIds } from '../account-settings';
import { compileMjml } from './compile';
import { findCodeSource, needsDiscountCode } from './discount-codes';
import { type MergeContext, mergeProblem, renderHtml, renderText } from './merge-tags';
import { requireRecommendationWidgets } from './recommendation-blocks';
import * as repo from './template-repository';

/** A stored image named in a design by its path on a Butikkpanel server (`/api/images/{id}`). */
const STORED_IMAGE = /\/api\/images\/([\w-]{8,64})/g;

/** True when the design names a stored image that is neither the account's own nor the shared library's. */
async function namesForeignImage(db: Database, accountId: number, mjml: string): Promise<boolean> {
  const named = [...new Set([...mjml.matchAll(STORED_IMAGE)].map((match) => match[1] as string))];
  if (named.length === 0) return false;
  const own = await findOwnImageIds(db, accountId, named);
  return named.some((id) => !own.has(id));
}

const sampleLine = {
  name: 'Joggesko',
  quantity: 2,
  price: '499,00 kr',
  total: '998,00 kr',
  image_url: 'https://example.no/joggesko.webp',
};
/** Sample data for the render a save tries (every merge tag filled, lines to loop over). */
const SAMPLE_CONTEXT: MergeContext = {
  customer: { name: 'Kari Nordmann', first_name: 'Kari', email: 'kari@example.no' },
  shop: { name: 'Butikken' },
  cart: { lines: [sampleLine], total: '998,00 kr', url: 'https://example.no/handlekurv' },
  order: { id: '10001', lines: [sampleLine], total: '998,00 kr', placed_at: '24.11.2026, 12:00' },
  unsubscribe_url: 'https://example.no/avmelding',
  discount_code: 'KODE10',
};

/**
 * What a save stores: the MJML compiled to HTML (a design no client can show is refused), and the merge
 * tags of subject, preview text and design checked (written right, and only tags that exist).
 */
async function valuesOf(
  db: Database,
  accountId: number,
  body: EmailTemplateBody,
  transactional: boolean,
  discountId: number | null,
): Promise<repo.TemplateValues> {
  // The code source must be the account's own, active code (another account's id is not found).
  if (discountId !== null && !(await findCodeSource(db, accountId, discountId)))
    throw validationFailed({ discount_id: 'discount_code_source_not_found' });
  const fields: Record<string, string> = {};
  for (const [field, source] of [
    ['subject', body.subject],
    ['preview_text', body.preview_text],
    ['mjml', body.mjml],
  ] as const) {
    const problem = mergeProblem(source);
    if (problem) fields[field] = problem;
  }
  if (!fields.mjml && (await namesForeignImage(db, accountId, body.mjml)))
    fields.mjml = 'design_image_foreign';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const compiled = await compileMjml(body.mjml);
  if ('error' in compiled) throw validationFailed({ mjml: 'template_mjml_invalid' });
  // A recommendations block names one of the account's e-mail widgets (another account's is not found).
  await requireRecommendationWidgets(db, accountId, compiled.html, 'mjml');
  // One render with sample data under the sandbox's limits: a loop too long, or a tag that reads files,
  // fails here and not in the middle of a campaign.
  try {
    await renderHtml(compiled.html, SAMPLE_CONTEXT);
    await renderText(body.subject, SAMPLE_CONTEXT);
  } catch {
    throw validationFailed({ mjml: 'template_merge_tag_invalid' });
  }
  return {
    name: body.name,
    type: body.type,
    transactional,
    subject: body.subject,
    previewText: body.preview_text,
    mjml: body.mjml,
    project: body.project,
    html: compiled.html,
    discountId,
  };
}

/** 'no permission to change transaction' (spec section 6) unless the user's roles allow it. */
function mayChange(roles: readonly string[]) {
  if (!canChangeTransactional(roles)) throw new AppError(403, 'transactional_forbidden');
}

export async function createTemplate(
  db: Database,
  accountId: number,
  body: EmailTemplateBody,
  roles: readonly string[],
  now: Date,
) {
  const byType = TRANSACTIONAL_BY_DEFAULT[body.type];
  if (body.transactional !== undefined && body.transactional !== byType) mayChange(roles);
  const values = await valuesOf(db, accountId, body, body.transactional ?? byType, body.discount_id ?? null);
  return repo.insertTemplate(db, accountId, values, now);
}

export async function updateTemplate(
  db: Database,
  accountId: number,
  existing: repo.TemplateRow,
  body: EmailTemplateBody,
  roles: readonly string[],
  now: Date,
) {
  if (body.transactional !== undefined && body.transactional !== existing.transactional) mayChange(roles);
  const values = await valuesOf(
    db,
    accountId,
    body,
    body.transactional ?? existing.transactional,
    body.discount_id === undefined ? existing.discountId : body.discount_id,
  );
  return (await repo.updateTemplate(db, accountId, existing.id, values, now)) ?? existing;
}

export async function findOwnTemplate(db: Database, accountId: number, id: number) {
  const row = await repo.findTemplate(db, accountId, id);
  if (!row) throw new AppError(404, 'template_not_found');
  return row;
}

export const templateSummaryView = (
  row: Pick<
    repo.TemplateRow,
    'id' | 'name' | 'type' | 'transactional' | 'subject' | 'discountId' | 'createdAt' | 'updatedAt'
  > &
    ({ needsDiscountCode: boolean } | Pick<repo.TemplateRow, 'html' | 'previewText'>),
): EmailTemplateSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  transactional: row.transactional,
  subject: row.subject,
  discount_id: row.discountId,
  needs_discount_code: 'needsDiscountCode' in row ? row.needsDiscountCode : needsDiscountCode(row),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const templateView = (row: repo.TemplateRow, roles: readonly string[]): EmailTemplate => ({
  ...templateSummaryView(row),
  preview_text: row.previewText,
  mjml: row.mjml,
  project: (row.project as Record<string, unknown> | null) ?? null,
  can_change_transactional: canChangeTransactional(roles),
});
