import type { IncomingHttpHeaders } from 'node:http';
import type { PackageKey } from '@butikkpanel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { isSameOrigin, originHost } from '../../lib/origin';
import { findAccountPackageKeys } from '../access';
import { findAccount } from '../accounts';
import { findShopHosts } from './repository';

/** A visitor's uid as the widget makes it. */
export const VISITOR_UID_PATTERN = /^[\w-]{8,64}$/;

export type VisitorAccess = 'ok' | 'account not available' | 'origin not allowed';

/**
 * Whether a widget page may talk to the account, for its socket handshake, its uploads and the discount
 * check alike: the account is active with the package (chat unless told), and the page's Origin is one of
 * the account's shop domains or this server itself (the demo shop).
 */
export async function visitorAccess(
  db: Database,
  publicUrl: string,
  accountId: number,
  headers: IncomingHttpHeaders,
  packageKey: PackageKey = 'PACKAGE_CHAT',
): Promise<VisitorAccess> {
  // Together: this gate is in front of every widget request (a shop page's recommendations wait for it).
  const [account, packages] = await Promise.all([
    findAccount(db, accountId),
    findAccountPackageKeys(db, accountId),
  ]);
  if (!account?.isActive) return 'account not available';
  if (!packages.includes(packageKey)) return 'account not available';
  if (isSameOrigin(headers, publicUrl)) return 'ok';
  const host = originHost(headers.origin);
  return host !== null && (await findShopHosts(db, accountId)).includes(host) ? 'ok' : 'origin not allowed';
}

/**
 * The gate of a widget route that other modules serve (discount check, popups, content blocks): 404 when the
 * account is not active with the package, 403 for a page on another origin, and the CORS answer for the
 * page's own origin. Without an Origin (not a browser) the answer has no CORS header.
 */
export async function allowShopPage(
  db: Database,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  packageKey: PackageKey,
): Promise<void> {
  const access = await visitorAccess(db, publicUrl, accountId, request.headers, packageKey);
  if (access === 'account not available') throw notFound();
  reply.header('vary', 'origin').header('cross-origin-resource-policy', 'cross-origin');
  const origin = request.headers.origin;
  if (!origin) return;
  if (access === 'origin not allowed') throw forbidden();
  reply.header('access-control-allow-origin', origin);
}
