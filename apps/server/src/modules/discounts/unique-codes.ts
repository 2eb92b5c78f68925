import { randomBytes } from 'node:crypto';
import { codeFromBytes, GENERATED_CODE_RANDOM_LENGTH, JOB_PAYLOADS } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Clock, defineJob } from '../../platform';
import * as repo from './repository';

/** Codes per insert: each chunk commits on its own, so the panel sees the batch grow. */
export const GENERATION_CHUNK = 5000;
const CHUNK_PAUSE_MS = 5;
/** A batch this large changes the table enough to analyze it at once. */
const ANALYZE_AFTER_CODES = 1000;

/** `count` fresh codes from the operating system's random source. */
export function freshCodes(count: number): string[] {
  const bytes = randomBytes(count * GENERATED_CODE_RANDOM_LENGTH);
  const codes: string[] = [];
  for (let i = 0; i < count; i++) codes.push(codeFromBytes(bytes, i * GENERATED_CODE_RANDOM_LENGTH));
  return codes;
}

/** Inserts `count` new codes, drawing again for the (astronomically rare) collisions; answers them. */
async function insertFresh(
  db: Database,
  target: { accountId: number; templateId: number; batchId: number | null; recipient: string | null },
  count: number,
  now: Date,
): Promise<string[]> {
  const made: string[] = [];
  for (let round = 0; made.length < count && round < 5; round++) {
    made.push(...(await repo.insertUniqueCodes(db, target, freshCodes(count - made.length), now)));
  }
  if (made.length < count) throw new Error('could not draw unused codes');
  return made;
}

/** A template of the account that hands out unique codes, or the spec's error. */
export async function templateOf(db: Database, accountId: number, templateId: number) {
  const template = await repo.findDiscount(db, accountId, templateId);
  if (!template) throw new AppError(404, 'discount_not_found');
  if (!template.autoCreateUnique) throw new AppError(409, 'discount_not_template');
  return template;
}

/**
 * One unique code for one recipient (a flow's e-mail, a popup signup), cloned from a template, in the
 * caller's transaction. Answers the code.
 */
export async function cloneUniqueCode(
  db: Database,
  accountId: number,
  templateId: number,
  recipient: string | null,
  now: Date,
): Promise<string> {
  await templateOf(db, accountId, templateId);
  const [code] = await insertFresh(db, { accountId, templateId, batchId: null, recipient }, 1, now);
  return code as string;
}

/**
 * Given codes (already made, e.g. from a seeded random source for the demo data) as the template's unique
 * codes; answers the ones that went in (a code the account has already is skipped).
 */
export async function addUniqueCodes(
  db: Database,
  accountId: number,
  templateId: number,
  codes: string[],
  now: Date,
): Promise<string[]> {
  await templateOf(db, accountId, templateId);
  return repo.insertUniqueCodes(db, { accountId, templateId, batchId: null, recipient: null }, codes, now);
}

/**
 * Makes a batch's codes in chunks, each committed with the batch's progress (not transactional: a
 * worker that dies resumes from what the batch says was made, so no chunk is made twice).
 */
export const generateCodesJob = (clock: Clock) =>
  defineJob({
    kind: 'discounts.generate_codes',
    payload: JOB_PAYLOADS['discounts.generate_codes'],
    transactional: false,
    maxAttempts: 3,
    handle: async ({ batch_id }, { db }) => {
      const batch = await repo.findBatchById(db, batch_id);
      if (!batch || batch.status === 'done') return;
      await repo.updateBatch(db, batch.id, { status: 'running' });
      let generated = batch.generated;
      try {
        while (generated < batch.requested) {
          const size = Math.min(GENERATION_CHUNK, batch.requested - generated);
          await db.transaction(async (tx) => {
            await insertFresh(
              tx,
              {
                accountId: batch.accountId,
                templateId: batch.templateId,
                batchId: batch.id,
                recipient: null,
              },
              size,
              clock.now(),
            );
            generated += size;
            await repo.updateBatch(tx, batch.id, { generated });
          });
          // A pause for waiting requests between chunks: PGlite runs every statement on this thread, one
          // transaction at a time, so without it the panel's progress poll (a few statements) got its turn
          // only when the whole batch was done. 20 pauses for 100,000 codes.
          await new Promise((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));
        }
      } catch (error) {
        await repo.updateBatch(db, batch.id, { status: 'failed', finishedAt: clock.now() });
        throw error;
      }
      await repo.updateBatch(db, batch.id, { status: 'done', finishedAt: clock.now() });
      // Fresh statistics at once, not when autovacuum comes by: the check's prepared statement keeps the
      // plan it made for the table as it was (a scan of a few codes), and at 100,000 codes that plan took
      // 15 ms a check. ANALYZE also makes the connections plan it again.
      if (batch.requested >= ANALYZE_AFTER_CODES) await repo.analyzeUniqueCodes(db);
    },
  });
