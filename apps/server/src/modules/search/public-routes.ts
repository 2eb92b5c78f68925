import { idPathParam, searchQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../lib/errors';
import { isSameOrigin, originHost } from '../../lib/origin';
import { parseInput } from '../../lib/parse';
import type { SearchLog } from './search-log';
import type { SiteSearch } from './site-search';

const accountParams = z.object({ accountId: idPathParam() });

/**
 * GET /api/public/search/:accountId?q=&widget=&limit=: the search a shop's visitors use, keyed by the account's
 * public id (the same id the widget script carries). No session. Pages on the account's shop domains (and this
 * server, for the demo shop) may read it cross-origin; other origins are refused, and their searches are not
 * logged. Requests without an Origin (a shop's own server) are answered. Rate-limited per IP and account.
 */
export function registerPublicSearchRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  siteSearch: SiteSearch,
  searchLog: SearchLog,
): void {
  const accountOf = (request: FastifyRequest) => {
    const parsed = accountParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.accountId;
  };

  app.get(
    '/api/public/search/:accountId',
    {
      config: {
        rateLimit: {
          max: deps.config.limits.searchPerIpPerMinute,
          timeWindow: 60_000,
          // Keyed on the parsed id: every other spelling of an id shares one bucket (and gets 404).
          keyGenerator: (request: FastifyRequest) => {
            const parsed = accountParams.safeParse(request.params);
            return `search:${request.ip}:${parsed.success ? parsed.data.accountId : 'invalid'}`;
          },
        },
      },
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      const state = await siteSearch.access(accountId);
      if (!state?.isActive || !state.hasSearch) throw notFound();
      allowOrigin(request, reply, state.hosts);
      const query = parseInput(searchQuerySchema, request.query);
      const answer = await siteSearch.searchAt(accountId, state.revisions, query);
      searchLog.add(accountId, answer.query, answer.total);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  /** CORS for the shop's own pages, set before anything else can fail so the overlay can read errors too. */
  function allowOrigin(request: FastifyRequest, reply: FastifyReply, hosts: string[]) {
    const origin = request.headers.origin;
    reply.header('vary', 'origin').header('cross-origin-resource-policy', 'cross-origin');
    if (!origin) return;
    const host = originHost(origin);
    const allowed =
      isSameOrigin(request.headers, deps.config.publicUrl) || (host !== null && hosts.includes(host));
    if (!allowed) throw forbidden();
    reply.header('access-control-allow-origin', origin);
  }
}
