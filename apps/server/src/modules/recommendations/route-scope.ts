import { idPathParam } from '@butikkpanel/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { currentAccount, currentAuth } from '../access';
import { findDealer } from '../accounts';

/** What the panel routes of recommendations read from a request: the account, the staff actor, the dealer. */

const dealerParams = z.object({ dealerId: idPathParam() });

export const actorOf = (request: FastifyRequest) => currentAuth(request).user;

export const scopeOf = (request: FastifyRequest) => {
  const { account } = currentAccount(request);
  return { accountId: account.id, dealerId: account.dealerId };
};

/** The dealer in the path; an unknown or malformed one is not found. */
export async function dealerIdOf(db: Database, request: FastifyRequest): Promise<number> {
  const parsed = dealerParams.safeParse(request.params);
  if (!parsed.success || !(await findDealer(db, parsed.data.dealerId))) throw notFound('dealer_not_found');
  return parsed.data.dealerId;
}
