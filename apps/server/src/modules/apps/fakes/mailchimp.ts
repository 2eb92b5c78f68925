import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress } from './samples';
import { type FakeNewsletterState, type FakeService, meetFault } from './types';

/** The key, audience and account our local Mailchimp has unless told others. */
export const FAKE_MAILCHIMP = {
  apiKey: 'fake-mailchimp-key-us1',
  listId: 'a1b2c3d4e5',
  listName: 'Testbutikken – nyhetsbrev',
  accountName: 'Testbutikken AS',
} as const;

export interface FakeMailchimpOptions {
  apiKey?: string;
  listId?: string;
  listName?: string;
  accountName?: string;
  /** When a member's status is recorded as changed. */
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

type Member = NonNullable<ReturnType<FakeNewsletterState['members']['get']>>;
type Status = Member['status'];
type Problem = { status: number; title: string; detail: string };
interface MemberBody {
  email_address?: unknown;
  status?: unknown;
  status_if_new?: unknown;
  merge_fields?: { FNAME?: unknown; LNAME?: unknown };
  ip_signup?: unknown;
  timestamp_signup?: unknown;
  tags?: unknown;
}
type Params = { listId: string; hash: string };

const STATUSES: readonly string[] = ['subscribed', 'unsubscribed', 'cleaned', 'pending'];
const hashOf = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');
const timeOf = (at: Date) => `${at.toISOString().slice(0, 19)}+00:00`;
const notFound: Problem = {
  status: 404,
  title: 'Resource Not Found',
  detail: 'The requested resource could not be found.',
};

/**
 * Our local Mailchimp Marketing API 3.0: the API root, audiences, members (upsert, update, tags, permanent
 * delete, the list filtered by status and time) and the batch subscribe, with Mailchimp's problem documents.
 * Its rules: an unsubscribed or cleaned member cannot be set to 'subscribed' (only 'pending', which sends
 * Mailchimp's confirmation mail), and an address deleted for good cannot be added again.
 */
export function createFakeMailchimp(options: FakeMailchimpOptions = {}): FakeService<FakeNewsletterState> {
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeNewsletterState = {
    apiKey: options.apiKey ?? FAKE_MAILCHIMP.apiKey,
    accountName: options.accountName ?? FAKE_MAILCHIMP.accountName,
    lists: [
      { id: options.listId ?? FAKE_MAILCHIMP.listId, name: options.listName ?? FAKE_MAILCHIMP.listName },
    ],
    members: new Map(),
    erased: new Set(),
  };

  const send = (reply: FastifyReply, problem: Problem) =>
    reply.code(problem.status).send({
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      ...problem,
      instance: randomUUID(),
    });

  /** The key from Basic auth (any user name) or `apikey KEY`. */
  const keyOf = (request: FastifyRequest) => {
    const [scheme = '', value = ''] = (request.headers.authorization ?? '').split(' ');
    if (scheme.toLowerCase() === 'apikey') return value;
    if (scheme.toLowerCase() !== 'basic') return '';
    const pair = Buffer.from(value, 'base64').toString();
    return pair.slice(pair.indexOf(':') + 1);
  };

  const memberOf = (listId: string, hash: string) => {
    for (const member of state.members.values()) {
      if (member.listId === listId && hashOf(member.email) === hash) return member;
    }
    return undefined;
  };

  const memberJson = (member: Member) => {
    const [first = '', ...rest] = (member.name ?? '').split(' ');
    return {
      id: hashOf(member.email),
      email_address: member.email,
      status: member.status,
      merge_fields: { FNAME: first, LNAME: rest.join(' ') },
      ip_signup: member.consent?.ip_signup ?? '',
      timestamp_signup: member.consent?.timestamp_signup ?? '',
      last_changed: timeOf(member.changedAt),
      tags: member.tags.map((name, index) => ({ id: index + 1, name })),
      list_id: member.listId,
    };
  };

  /**
   * Adds or updates one member as the member endpoints and the batch do: an error in Mailchimp's words, or
   * the member. `status` is the wanted status; a new member takes `status_if_new` when it has none.
   */
  const upsert = (
    listId: string,
    body: MemberBody,
    mode: { create: boolean; update: boolean },
  ): Problem | { member: Member; created: boolean } => {
    const email = body.email_address;
    if (!isEmailAddress(email)) {
      const shown = typeof email === 'string' ? email : '';
      return {
        status: 400,
        title: 'Invalid Resource',
        detail: `${shown} looks fake or invalid, please enter a real email address.`,
      };
    }
    const key = email.toLowerCase();
    if (state.erased.has(key)) {
      return {
        status: 400,
        title: 'Forgotten Email Not Subscribed',
        detail: `${email} was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`,
      };
    }
    const existing = state.members.get(key);
    if (existing && !mode.update) {
      return { status: 400, title: 'Member Exists', detail: `${email} is already a list member.` };
    }
    if (!existing && !mode.create) return notFound;
    const wanted = body.status ?? (existing ? undefined : body.status_if_new);
    if ((!existing && wanted === undefined) || (wanted !== undefined && !STATUSES.includes(String(wanted)))) {
      return {
        status: 400,
        title: 'Invalid Resource',
        detail:
          "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
      };
    }
    if (wanted === 'subscribed' && (existing?.status === 'unsubscribed' || existing?.status === 'cleaned')) {
      return {
        status: 400,
        title: 'Member In Compliance State',
        detail: `${email} is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`,
      };
    }
    const now = clock.now();
    const member: Member = existing ?? {
      email,
      name: null,
      status: wanted as Status,
      listId,
      tags: [],
      consent: null,
      changedAt: now,
    };
    if (wanted !== undefined && wanted !== member.status) {
      member.status = wanted as Status;
      member.changedAt = now;
    }
    const names = [body.merge_fields?.FNAME, body.merge_fields?.LNAME].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    if (names.length > 0) member.name = names.join(' ');
    const evidence = Object.fromEntries(
      (['ip_signup', 'timestamp_signup'] as const).flatMap((field) =>
        typeof body[field] === 'string' ? [[field, body[field]]] : [],
      ),
    );
    if (Object.keys(evidence).length > 0) member.consent = { ...member.consent, ...evidence };
    for (const tag of Array.isArray(body.tags) ? body.tags : []) {
      if (typeof tag === 'string' && !member.tags.includes(tag)) member.tags.push(tag);
    }
    state.members.set(key, member);
    return { member, created: !existing };
  };

  const fake: FakeService<FakeNewsletterState> = {
    service: 'mailchimp',
    state,
    faults: [],
    requests: [],
    calls: 0,
    register(app, prefix) {
      /** Every route meets its faults first, then Mailchimp's key check, then the list's. */
      const route =
        <R extends { Params?: Partial<Params>; Querystring?: Record<string, string>; Body?: unknown }>(
          handler: (request: FastifyRequest<R>, reply: FastifyReply) => unknown,
        ) =>
        async (request: FastifyRequest<R>, reply: FastifyReply) => {
          if (await meetFault(fake, request, reply, prefix)) return reply;
          if (keyOf(request) !== state.apiKey) {
            return send(reply, {
              status: 401,
              title: 'API Key Invalid',
              detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
            });
          }
          const listId = (request.params as Partial<Params> | undefined)?.listId;
          if (listId !== undefined && !state.lists.some((list) => list.id === listId)) {
            return send(reply, notFound);
          }
          return handler(request, reply);
        };

      void app.register(async (scope) => {
        scope.get(
          `${prefix}/`,
          route(() => ({ account_id: 'fake-account', account_name: state.accountName })),
        );

        scope.get(
          `${prefix}/lists`,
          route(() => ({
            lists: state.lists.map((list) => ({
              id: list.id,
              name: list.name,
              stats: {
                member_count: [...state.members.values()].filter((member) => member.listId === list.id)
                  .length,
              },
            })),
            total_items: state.lists.length,
          })),
        );

        scope.post<{ Params: Params; Body: { members?: unknown; update_existing?: unknown } }>(
          `${prefix}/lists/:listId`,
          route((request, reply) => {
            const members = request.body?.members;
            if (!Array.isArray(members) || members.length > 500) {
              return send(reply, {
                status: 400,
                title: 'Invalid Resource',
                detail: 'The members array must hold between 1 and 500 members.',
              });
            }
            const created: unknown[] = [];
            const updated: unknown[] = [];
            const errors: Array<{ email_address: unknown; error: string; error_code: string }> = [];
            for (const item of members as MemberBody[]) {
              const result = upsert(request.params.listId, item, {
                create: true,
                update: request.body?.update_existing === true,
              });
              if ('member' in result) (result.created ? created : updated).push(memberJson(result.member));
              else {
                const code = result.title === 'Member Exists' ? 'ERROR_CONTACT_EXISTS' : 'ERROR_GENERIC';
                errors.push({ email_address: item.email_address, error: result.detail, error_code: code });
              }
            }
            return {
              new_members: created,
              updated_members: updated,
              errors,
              total_created: created.length,
              total_updated: updated.length,
              error_count: errors.length,
            };
          }),
        );

        scope.get<{ Params: Params; Querystring: Record<string, string> }>(
          `${prefix}/lists/:listId/members`,
          route((request) => {
            const { status, since_last_changed: since } = request.query;
            const count = Math.min(Number(request.query.count ?? 10), 1000);
            const offset = Number(request.query.offset ?? 0);
            const from = since ? new Date(since) : null;
            const chosen = [...state.members.values()].filter(
              (member) =>
                member.listId === request.params.listId &&
                (!status || member.status === status) &&
                (!from || member.changedAt >= from),
            );
            return {
              members: chosen.slice(offset, offset + count).map(memberJson),
              list_id: request.params.listId,
              total_items: chosen.length,
            };
          }),
        );

        const member = `${prefix}/lists/:listId/members/:hash`;
        scope.get<{ Params: Params }>(
          member,
          route((request, reply) => {
            const found = memberOf(request.params.listId, request.params.hash);
            return found ? memberJson(found) : send(reply, notFound);
          }),
        );

        for (const method of ['put', 'patch'] as const) {
          scope[method]<{ Params: Params; Body: MemberBody }>(
            member,
            route((request, reply) => {
              const found = memberOf(request.params.listId, request.params.hash);
              if (method === 'patch' && !found) return send(reply, notFound);
              const body = { ...request.body, email_address: request.body?.email_address ?? found?.email };
              if (
                typeof body.email_address === 'string' &&
                hashOf(body.email_address) !== request.params.hash
              ) {
                return send(reply, {
                  status: 400,
                  title: 'Invalid Resource',
                  detail: 'The email address does not match the subscriber hash.',
                });
              }
              const result = upsert(request.params.listId, body, { create: method === 'put', update: true });
              return 'member' in result ? memberJson(result.member) : send(reply, result);
            }),
          );
        }

        scope.post<{ Params: Params; Body: { tags?: Array<{ name?: unknown; status?: unknown }> } }>(
          `${member}/tags`,
          route((request, reply) => {
            const found = memberOf(request.params.listId, request.params.hash);
            if (!found) return send(reply, notFound);
            for (const tag of request.body?.tags ?? []) {
              if (typeof tag.name !== 'string') continue;
              found.tags = found.tags.filter((name) => name !== tag.name);
              if (tag.status === 'active') found.tags.push(tag.name);
            }
            return reply.code(204).send();
          }),
        );

        scope.post<{ Params: Params }>(
          `${member}/actions/delete-permanent`,
          route((request, reply) => {
            const found = memberOf(request.params.listId, request.params.hash);
            if (!found) return send(reply, notFound);
            state.members.delete(found.email.toLowerCase());
            state.erased.add(found.email.toLowerCase());
            return reply.code(204).send();
          }),
        );
      });
    },
  };
  return fake;
}
