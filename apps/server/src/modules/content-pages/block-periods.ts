/**
 * Blocks sharing a placement (issue 29): the one without a period is the placement's default; one with a
 * period (from included, to excluded; a missing end is open) replaces it between those instants. Only two
 * defaults, or two periods that overlap, conflict. One clock decides: the server's now.
 */
export interface BlockPeriod {
  id: number;
  name: string;
  fromAt: Date | null;
  toAt: Date | null;
}

export const isDefaultBlock = (block: Pick<BlockPeriod, 'fromAt' | 'toAt'>) =>
  block.fromAt === null && block.toAt === null;

const start = (block: BlockPeriod) => block.fromAt?.getTime() ?? Number.NEGATIVE_INFINITY;
const end = (block: BlockPeriod) => block.toAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** Two periods overlap when each starts before the other ends; one ending as the next starts does not. */
const overlaps = (a: BlockPeriod, b: BlockPeriod) => start(a) < end(b) && start(b) < end(a);

/** The other block of the placement `candidate` cannot share it with, and why; null when it fits. */
export function periodConflict(
  candidate: BlockPeriod,
  others: BlockPeriod[],
): { block: BlockPeriod; reason: 'content_default_taken' | 'content_schedule_overlap' } | null {
  for (const other of others) {
    if (other.id === candidate.id) continue;
    if (isDefaultBlock(candidate) && isDefaultBlock(other))
      return { block: other, reason: 'content_default_taken' };
    if (!isDefaultBlock(candidate) && !isDefaultBlock(other) && overlaps(candidate, other)) {
      return { block: other, reason: 'content_schedule_overlap' };
    }
  }
  return null;
}

const contains = (block: BlockPeriod, at: number) => start(block) <= at && at < end(block);

/**
 * Which of a placement's published blocks the shop shows at `now`, and from and until when that holds:
 * a block whose period holds `now`, else the default, between the periods around `now`.
 */
export function blockInForce<T extends BlockPeriod>(
  published: T[],
  now: Date,
): { block: T; from: Date | null; until: Date | null } | null {
  const at = now.getTime();
  const scheduled = published.filter((block) => !isDefaultBlock(block));
  const current = scheduled.find((block) => contains(block, at));
  if (current) return { block: current, from: current.fromAt, until: current.toAt };
  const fallback = published.find(isDefaultBlock);
  if (!fallback) return null;
  const endedBefore = scheduled.filter((block) => end(block) <= at).map(end);
  const startsAfter = scheduled.filter((block) => start(block) > at).map(start);
  return {
    block: fallback,
    from: endedBefore.length > 0 ? new Date(Math.max(...endedBefore)) : null,
    until: startsAfter.length > 0 ? new Date(Math.min(...startsAfter)) : null,
  };
}
