import { type DiscountSource, SAMPLE_DISCOUNT_CODE } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { cloneUniqueCode, findDiscount, listMailableDiscounts } from '../discounts';

/** `{{ discount_code }}` (or a Liquid tag reading it) anywhere in a design, subject or preview text. */
const SHOWS_CODE = /\{[{%][^}]*\bdiscount_code\b/;

/** Whether a mail of this design shows a discount code (the discount block or the merge tag). */
export function needsDiscountCode(design: { html: string; subject: string; previewText: string }): boolean {
  return (
    SHOWS_CODE.test(design.html) || SHOWS_CODE.test(design.subject) || SHOWS_CODE.test(design.previewText)
  );
}

/** Where a mail's code comes from: one fixed code, or a template each recipient gets a unique code of. */
export type CodeSource = DiscountSource;

/** The account's codes an e-mail may show (the pickers' list). */
export async function listCodeSources(db: Database, accountId: number): Promise<CodeSource[]> {
  const rows = await listMailableDiscounts(db, accountId);
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, unique: row.unique }));
}

/** The account's active, unarchived code by id; another account's id is not found. */
export async function findCodeSource(
  db: Database,
  accountId: number,
  id: number,
): Promise<CodeSource | null> {
  const row = await findDiscount(db, accountId, id);
  if (!row?.active || row.archivedAt !== null) return null;
  return { id: row.id, name: row.name, code: row.code, unique: row.autoCreateUnique };
}

/**
 * The code source of a send (campaign or flow step), checked before anything is sent: a design that
 * shows a code needs one that exists on the account, else the send is refused on `field` with the reason.
 * A design without a code needs none (answers null).
 */
export async function requireCodeSource(
  db: Database,
  accountId: number,
  design: { html: string; subject: string; previewText: string },
  sourceId: number | null,
  field: string,
): Promise<CodeSource | null> {
  if (!needsDiscountCode(design)) return null;
  if (sourceId === null) throw validationFailed({ [field]: 'discount_code_source_required' });
  const source = await findCodeSource(db, accountId, sourceId);
  if (!source) throw validationFailed({ [field]: 'discount_code_source_not_found' });
  return source;
}

/**
 * What a preview or a test send shows where the code goes: a fixed code as itself (every recipient gets
 * it), for unique codes a sample that says it is one (a real code would be handed out to nobody).
 */
export function sampleCode(source: CodeSource | null): string {
  return source && !source.unique ? source.code : SAMPLE_DISCOUNT_CODE;
}

/**
 * One recipient's code in the caller's transaction: the fixed code, or a unique code made for them from
 * the template (the caller keeps it so a retry reuses it).
 */
export async function mintCode(
  tx: Database,
  accountId: number,
  source: CodeSource,
  recipient: string,
  now: Date,
): Promise<string> {
  return source.unique ? cloneUniqueCode(tx, accountId, source.id, recipient, now) : source.code;
}
