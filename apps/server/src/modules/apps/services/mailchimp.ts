import { createHash } from 'node:crypto';
import { ServiceError } from './errors';
import { callService, type ServiceAnswer, type ServiceRequest, stringAt } from './http';
import type {
  ChangeOutcome,
  MemberStatus,
  NewsletterAdapter,
  ReportedUnsubscribe,
  ServiceConnection,
  SubscriberChange,
} from './types';

/**
 * Mailchimp Marketing API 3.0 (mailchimp.com/developer/marketing/api). The key names its data centre after
 * the '-' ("…-us21"); a member is addressed by the MD5 of its lower-case address; errors are problem
 * documents whose `detail` is Mailchimp's own words.
 */
/** The batch subscribe's most members per call. */
const BATCH_MAX = 500;
/** The members list's most per page. */
const PER_PAGE = 1000;
const DONE: ChangeOutcome = { state: 'done' };
/** Batch errors that are Mailchimp keeping the person's own no (unsubscribed there, or deleted for good). */
const KEPT_REFUSAL = /compliance state|permanently deleted/i;

export const subscriberHash = (email: string): string =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex');

/** Mailchimp's time format ("2026-11-02T09:00:00+00:00"), as its API writes it. */
const mailchimpTime = (at: Date): string => `${at.toISOString().slice(0, 19)}+00:00`;

const describe = (body: unknown): string | null => stringAt(body, 'detail') ?? stringAt(body, 'title');

function call(connection: ServiceConnection, request: ServiceRequest): Promise<ServiceAnswer> {
  // Basic auth with any user name and the key as password.
  const basic = Buffer.from(`butikkpanel:${connection.apiKey}`).toString('base64');
  return callService(connection, { ...request, headers: { authorization: `Basic ${basic}` } }, describe);
}

/** A call whose 404 means "not there": null instead of an error. */
async function unless404(answer: Promise<ServiceAnswer>): Promise<ServiceAnswer | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

function audience(listId: string | null): string {
  if (!listId) throw new ServiceError('rejected', null, 'No Mailchimp audience is chosen.');
  return `/lists/${encodeURIComponent(listId)}`;
}

const memberPath = (listId: string | null, email: string) =>
  `${audience(listId)}/members/${subscriberHash(email)}`;

/** The member as Mailchimp takes it: the name as FNAME/LNAME, the consent's IP and time as sign-up evidence. */
function memberFields(change: SubscriberChange) {
  const [first, ...rest] = (change.name ?? '').trim().split(/\s+/).filter(Boolean);
  const names = { ...(first ? { FNAME: first } : {}), ...(rest.length > 0 ? { LNAME: rest.join(' ') } : {}) };
  return {
    email_address: change.email,
    ...(first ? { merge_fields: names } : {}),
    ...(change.evidence.ip ? { ip_signup: change.evidence.ip } : {}),
    timestamp_signup: mailchimpTime(change.evidence.at),
  };
}

async function currentStatus(connection: ServiceConnection, listId: string | null, email: string) {
  const answer = await unless404(call(connection, { method: 'GET', path: memberPath(listId, email) }));
  return answer ? stringAt(answer.body, 'status') : null;
}

const MEMBER_STATUS: Record<string, MemberStatus> = {
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
  pending: 'pending',
  cleaned: 'cleaned',
};

const itemsOf = (body: unknown, key: string): unknown[] => {
  const items = (body as Record<string, unknown> | null)?.[key];
  return Array.isArray(items) ? items : [];
};

export const mailchimpAdapter: NewsletterAdapter = {
  service: 'mailchimp',

  defaultBaseUrl(apiKey) {
    const dataCentre = /-([a-z]+\d+)$/i.exec(apiKey.trim())?.[1] ?? 'us1';
    return `https://${dataCentre.toLowerCase()}.api.mailchimp.com/3.0`;
  },

  async checkKey(connection) {
    const root = await call(connection, { method: 'GET', path: '/', query: { fields: 'account_name' } });
    const lists = await call(connection, {
      method: 'GET',
      path: '/lists',
      query: { count: PER_PAGE, fields: 'lists.id,lists.name' },
    });
    return {
      accountName: stringAt(root.body, 'account_name'),
      lists: itemsOf(lists.body, 'lists').flatMap((list) => {
        const id = stringAt(list, 'id');
        return id ? [{ id, name: stringAt(list, 'name') ?? id }] : [];
      }),
    };
  },

  async subscribe(connection, change) {
    const path = memberPath(change.listId, change.email);
    const current = await currentStatus(connection, change.listId, change.email);
    // Mailchimp lets no API call subscribe someone who unsubscribed there: 'pending' sends its own
    // confirmation mail instead. A member already pending stays so until they confirm.
    const awaitsConfirmation = current === 'unsubscribed' || current === 'pending';
    const status = current === 'unsubscribed' ? 'pending' : current === 'pending' ? undefined : 'subscribed';
    await call(connection, {
      method: 'PUT',
      path,
      query: { skip_merge_validation: 'true' },
      body: { ...memberFields(change), status_if_new: 'subscribed', ...(status ? { status } : {}) },
    });
    if (change.tags.length > 0) {
      await call(connection, {
        method: 'POST',
        path: `${path}/tags`,
        body: { tags: change.tags.map((name) => ({ name, status: 'active' })) },
      });
    }
    return awaitsConfirmation
      ? { state: 'pending', note: 'Mailchimp asks the person to confirm (they unsubscribed there before).' }
      : DONE;
  },

  async unsubscribe(connection, change) {
    // Someone Mailchimp does not have is unsubscribed already.
    await unless404(
      call(connection, {
        method: 'PATCH',
        path: memberPath(change.listId, change.email),
        body: { status: 'unsubscribed' },
      }),
    );
    return DONE;
  },

  async erase(connection, email, listId) {
    await unless404(
      call(connection, { method: 'POST', path: `${memberPath(listId, email)}/actions/delete-permanent` }),
    );
    return DONE;
  },

  async exportSubscribers(connection, subscribers) {
    const first = subscribers[0];
    if (!first) return DONE;
    const path = audience(first.listId);
    const refused: Array<{ email: string; error: string }> = [];
    for (let start = 0; start < subscribers.length; start += BATCH_MAX) {
      const members = subscribers.slice(start, start + BATCH_MAX).map((change) => ({
        ...memberFields(change),
        status: 'subscribed',
        ...(change.tags.length > 0 ? { tags: [...change.tags] } : {}),
      }));
      const answer = await call(connection, {
        method: 'POST',
        path,
        query: { skip_merge_validation: 'true' },
        body: { members, update_existing: true },
      });
      for (const item of itemsOf(answer.body, 'errors')) {
        const error = stringAt(item, 'error') ?? '';
        if (!KEPT_REFUSAL.test(error)) refused.push({ email: stringAt(item, 'email_address') ?? '', error });
      }
    }
    // Every batch is sent first: one refused address does not hold back the others.
    const [named] = refused;
    if (named) {
      const more = refused.length > 1 ? ` (${refused.length - 1} more refused)` : '';
      throw new ServiceError('rejected', null, `${named.email}: ${named.error}${more}`);
    }
    return DONE;
  },

  async memberStatus(connection, email, listId) {
    const status = await currentStatus(connection, listId, email);
    // 'transactional' and 'archived' receive no newsletter: as good as absent.
    return (status && MEMBER_STATUS[status]) || 'absent';
  },

  async unsubscribedSince(connection, listId, since) {
    const path = `${audience(listId)}/members`;
    const found: ReportedUnsubscribe[] = [];
    for (const reason of ['unsubscribed', 'cleaned'] as const) {
      for (let offset = 0; ; offset += PER_PAGE) {
        const answer = await call(connection, {
          method: 'GET',
          path,
          query: {
            status: reason,
            since_last_changed: mailchimpTime(since),
            count: PER_PAGE,
            offset,
            fields: 'members.email_address,members.last_changed,total_items',
          },
        });
        const members = itemsOf(answer.body, 'members');
        for (const member of members) {
          const email = stringAt(member, 'email_address');
          const at = new Date(stringAt(member, 'last_changed') ?? '');
          if (email && !Number.isNaN(at.getTime())) found.push({ email, reason, at });
        }
        const total = Number((answer.body as { total_items?: unknown } | null)?.total_items);
        if (members.length < PER_PAGE || (Number.isFinite(total) && offset + PER_PAGE >= total)) break;
      }
    }
    return found;
  },
};
