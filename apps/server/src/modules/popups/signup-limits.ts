import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

/**
 * How many signups the shop's side takes before answering 429 (docs/auth.md, "Limits and quotas"). Counted
 * from the stored submits, so they hold across restarts and instances: one address to the account's popups
 * a day, one IP to one popup a day, and one network (/24, /64) to the account's popups an hour. A family
 * behind one router signs up a few people; farming codes with made-up addresses needs many networks.
 */
export const POPUP_SUBMITS_PER_ADDRESS_PER_DAY = 5;
export const POPUP_SUBMITS_PER_IP_PER_DAY = 10;
export const POPUP_SUBMITS_PER_NETWORK_PER_HOUR = 20;

const HOUR_MS = 60 * 60_000;

export interface SubmitOrigin {
  ip: string;
  network: string;
  userAgent: string;
}

export async function assertWithinSignupLimits(
  db: Database,
  accountId: number,
  popupId: number,
  email: string | null,
  origin: SubmitOrigin,
  now: Date,
): Promise<void> {
  const counts = await repo.recentSubmits(
    db,
    accountId,
    { email, popupId, ip: origin.ip, network: origin.network },
    { day: new Date(now.getTime() - 24 * HOUR_MS), hour: new Date(now.getTime() - HOUR_MS) },
  );
  if (
    counts.byEmail >= POPUP_SUBMITS_PER_ADDRESS_PER_DAY ||
    counts.byIp >= POPUP_SUBMITS_PER_IP_PER_DAY ||
    counts.byNetwork >= POPUP_SUBMITS_PER_NETWORK_PER_HOUR
  ) {
    throw new AppError(429, 'popup_submit_limit');
  }
}
