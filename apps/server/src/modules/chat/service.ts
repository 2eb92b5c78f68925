import { randomUUID } from 'node:crypto';
import {
  type CannedResponseBody,
  type CartLine,
  CLOSED_CONVERSATIONS_PER_PAGE,
  chatImagePath,
  type Language,
  lastMessagePreview,
  type WidgetOrder,
} from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { chatVisitors } from '../../db/schema';
import { AppError, validationFailed } from '../../lib/errors';
import type { Platform, Publish } from '../../platform';
import { verifyIdentity } from '../account-settings';
import { findAccount, isAccountMember, listMemberProfiles } from '../accounts';
import { chatReplyMail, type Outbox } from '../mail';
import { storeWidgetOrder, type WidgetOrderOutcome } from '../shop-data';
import { storeCartAndTell } from './cart-events';
import * as images from './images/service';
import * as repo from './repository';
import { closedConversationView, messageView, visitorSummary, visitorView } from './views';

export interface ChatDeps {
  db: Database;
  outbox: Outbox;
  /** Tells the chat's facts (platform events: the socket gateway listens in process). */
  publish: Publish;
  /** Cart, order and identity facts are written with their events and jobs: the bus, the queue, the clock. */
  platform: Pick<Platform, 'events' | 'jobs' | 'clock'>;
  /** PUBLIC_URL: an image in a reply that goes by e-mail is linked by its full address. */
  publicUrl?: string;
}

/** Pages kept with each live visitor in the operator's view. */
const PAGES_PER_VISITOR = 20;
/** Earlier messages answered at once when a conversation opens. */
const HISTORY_LIMIT = 200;

async function requireVisitor(db: Database, accountId: number, uid: string) {
  const visitor = await repo.findVisitor(db, accountId, uid);
  if (!visitor) throw new AppError(404, 'conversation_not_found');
  return visitor;
}

async function viewWithPages(db: Database, row: repo.VisitorRow) {
  const [pages, [last]] = await Promise.all([
    repo.findRecentPageViews(db, row.accountId, [row.id], PAGES_PER_VISITOR),
    repo.findLastMessages(db, row.accountId, [row.id]),
  ]);
  return visitorView(row, pages, last ?? null);
}

export async function liveVisitors(db: Database, accountId: number) {
  const rows = await repo.findLiveVisitors(db, accountId);
  const ids = rows.map((row) => row.id);
  const [pages, lastMessages] = await Promise.all([
    repo.findRecentPageViews(db, accountId, ids, PAGES_PER_VISITOR),
    repo.findLastMessages(db, accountId, ids),
  ]);
  const lastOf = new Map(lastMessages.map((message) => [message.visitorId, message]));
  return rows.map((row) =>
    visitorView(
      row,
      pages.filter((page) => page.visitorId === row.id),
      lastOf.get(row.id) ?? null,
    ),
  );
}

/** Closed conversations, newest first, searched in name, e-mail and message text (docs/realtime.md). */
export async function closedConversations(
  db: Database,
  accountId: number,
  query: { q: string; page: number },
) {
  const { rows, total } = await repo.findClosedConversations(db, accountId, {
    search: query.q,
    limit: CLOSED_CONVERSATIONS_PER_PAGE,
    offset: (query.page - 1) * CLOSED_CONVERSATIONS_PER_PAGE,
  });
  const lastMessages = await repo.findLastMessages(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  const lastOf = new Map(lastMessages.map((message) => [message.visitorId, message]));
  return {
    data: rows.map((row) => closedConversationView(row, lastOf.get(row.id) ?? null)),
    total,
    page: query.page,
    per_page: CLOSED_CONVERSATIONS_PER_PAGE,
  };
}

/** A conversation's read-only history with who it was with, for the closed list's detail view. */
export async function closedConversationHistory(db: Database, accountId: number, uid: string) {
  const visitor = await requireVisitor(db, accountId, uid);
  const rows = await repo.findMessages(db, accountId, visitor.id, { limit: HISTORY_LIMIT });
  const messages = rows.map((row) => messageView(row, uid));
  return {
    conversation: closedConversationView(visitor, rows[rows.length - 1] ?? null),
    messages,
  };
}

/**
 * The visitor's conversation; a verified identity also gets the earlier conversations of that e-mail on
 * other devices (their visitors verified with the same address), never an unverified one.
 */
export async function conversationHistory(db: Database, accountId: number, uid: string, afterSeq?: number) {
  const visitor = await requireVisitor(db, accountId, uid);
  const ids =
    visitor.emailVerified && visitor.email
      ? await repo.findVerifiedVisitorIds(db, accountId, visitor.email)
      : [visitor.id];
  const rows = await repo.findMessages(db, accountId, ids.includes(visitor.id) ? ids : [...ids, visitor.id], {
    afterSeq,
    limit: HISTORY_LIMIT,
  });
  return rows.map((row) => messageView(row, uid));
}

/** An image for a conversation, uploaded by one of the account's agents (the panel). */
export async function uploadOperatorImage(
  db: Database,
  accountId: number,
  agentId: string,
  uid: string,
  upload: images.ImageUpload,
  now: Date,
) {
  const visitor = await requireVisitor(db, accountId, uid);
  return images.storeImage(db, accountId, visitor.id, { visitor: false, userId: agentId }, upload, now);
}

/** An image the visitor uploads to their own conversation (the widget). */
export async function uploadVisitorImage(
  db: Database,
  accountId: number,
  uid: string,
  upload: images.ImageUpload,
  now: Date,
) {
  const visitor = await requireVisitor(db, accountId, uid);
  return images.storeImage(db, accountId, visitor.id, { visitor: true }, upload, now);
}

/** A visitor's message: stored once per client id; unread goes up and the conversation starts. */
export async function receiveVisitorMessage(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  input: { clientId: string; text: string; image?: string | null },
) {
  if (!input.image) {
    // The common case in one statement (the load path of issue 18); nothing back sends it the long way.
    const stored = {
      id: randomUUID(),
      clientId: input.clientId,
      text: input.text,
      image: null,
      fromUserId: null,
      emailed: false,
      createdAt: deps.platform.clock.now(),
    };
    const counted = await repo.receiveVisitorText(deps.db, accountId, uid, stored);
    if (counted) {
      const message = messageView(stored, uid);
      deps.publish('message.created', accountId, {
        message,
        visitor: visitorSummary(counted, lastMessagePreview(message)),
      });
      return message;
    }
  }
  // An image, an unknown visitor (404) or a resend of a stored client id (the stored message, not announced).
  const visitor = await requireVisitor(deps.db, accountId, uid);
  if (input.image) {
    await images.requireSendableImage(deps.db, accountId, visitor.id, input.image, { visitor: true });
  }
  const { row, duplicate } = await repo.insertMessage(deps.db, {
    accountId,
    visitorId: visitor.id,
    clientId: input.clientId,
    text: input.text,
    image: input.image ?? null,
    createdAt: deps.platform.clock.now(),
  });
  const message = messageView(row, uid);
  if (duplicate) return message;
  const updated = (await repo.incrementUnread(deps.db, accountId, uid, row.createdAt)) ?? visitor;
  deps.publish('message.created', accountId, {
    message,
    visitor: visitorSummary(updated, lastMessagePreview(message)),
  });
  return message;
}

const validEmail = (value: string | null): value is string => z.email().safeParse(value).success;

/**
 * An agent's message: stored once per client id; unread resets, and an unassigned conversation is
 * assigned to the sender. A visitor who left gets it by e-mail, or it is refused when they left none.
 */
export async function sendOperatorMessage(
  deps: ChatDeps,
  accountId: number,
  agent: { id: string; firstname: string; lastname: string },
  uid: string,
  input: { clientId: string; text: string; image?: string | null },
  language: Language,
) {
  const visitor = await requireVisitor(deps.db, accountId, uid);
  const byEmail = !visitor.online;
  if (byEmail && !validEmail(visitor.email)) throw new AppError(409, 'visitor_offline_no_email');
  if (input.image) {
    await images.requireSendableImage(deps.db, accountId, visitor.id, input.image, {
      visitor: false,
      userId: agent.id,
    });
  }
  const { row, duplicate } = await repo.insertMessage(deps.db, {
    accountId,
    visitorId: visitor.id,
    clientId: input.clientId,
    text: input.text,
    image: input.image ?? null,
    fromUserId: agent.id,
    createdAt: deps.platform.clock.now(),
  });
  if (duplicate) return messageView(row, uid);
  const updated =
    (await repo.updateVisitor(deps.db, accountId, uid, {
      unreadMessages: 0,
      started: true,
      lastMessageAt: row.createdAt,
      assigneeId: visitor.assigneeId ?? agent.id,
    })) ?? visitor;
  let stored = row;
  if (byEmail && visitor.email) {
    const account = await findAccount(deps.db, accountId);
    const content = chatReplyMail(
      {
        companyName: account?.companyName ?? '',
        agentName: `${agent.firstname} ${agent.lastname}`.trim(),
        text: [
          input.text,
          input.image ? `${deps.publicUrl ?? ''}${chatImagePath(accountId, input.image)}` : '',
        ]
          .filter((part) => part.trim() !== '')
          .join('\n\n'),
      },
      language,
    );
    await deps.outbox.enqueue({ accountId, to: visitor.email, kind: 'chat_reply', ...content });
    stored = (await repo.markMessageEmailed(deps.db, row.id)) ?? row;
  }
  const message = messageView(stored, uid);
  deps.publish('message.created', accountId, {
    message,
    visitor: visitorSummary(updated, lastMessagePreview(message)),
  });
  if (visitor.assigneeId === null)
    deps.publish('conversation.assigned', accountId, { uid, assignee_id: agent.id });
  return message;
}

export async function markRead(deps: ChatDeps, accountId: number, uid: string) {
  await requireVisitor(deps.db, accountId, uid);
  const updated = await repo.updateVisitor(deps.db, accountId, uid, { unreadMessages: 0 });
  if (updated) deps.publish('visitor.changed', accountId, { visitor: await viewWithPages(deps.db, updated) });
}

/** Any user of the account may be assigned; null unassigns. */
export async function assign(deps: ChatDeps, accountId: number, uid: string, userId: string | null) {
  await requireVisitor(deps.db, accountId, uid);
  if (userId !== null && !(await isAccountMember(deps.db, accountId, userId))) {
    throw new AppError(400, 'agent_not_in_account', undefined, { user_id: 'invalid_value' });
  }
  await repo.updateVisitor(deps.db, accountId, uid, { assigneeId: userId });
  deps.publish('conversation.assigned', accountId, { uid, assignee_id: userId ?? 0 });
}

/** Closing resets assignee, unread and started; an offline visitor then drops out of the live list. */
export async function closeConversation(deps: ChatDeps, accountId: number, uid: string) {
  const before = await requireVisitor(deps.db, accountId, uid);
  const updated = await repo.updateVisitor(deps.db, accountId, uid, {
    assigneeId: null,
    unreadMessages: 0,
    started: false,
  });
  if (updated) {
    const visitor = await viewWithPages(deps.db, updated);
    deps.publish('conversation.closed', accountId, { uid, visitor, was_open: before.started });
  }
}

const cannedView = (row: { id: string; title: string; text: string }) => ({
  id: row.id,
  title: row.title,
  text: row.text,
});

export async function cannedResponses(db: Database, accountId: number) {
  return (await repo.findCannedResponses(db, accountId)).map(cannedView);
}

async function requireUniqueTitle(db: Database, accountId: number, title: string, exceptId?: string) {
  if (await repo.findCannedResponseByTitle(db, accountId, title, exceptId)) {
    throw validationFailed({ title: 'canned_title_duplicate' });
  }
}

/** A new canned response; its title must be new to the account (case ignored). */
export async function createCannedResponse(db: Database, accountId: number, body: CannedResponseBody) {
  const values = { title: body.title.trim(), text: body.text };
  await requireUniqueTitle(db, accountId, values.title);
  return cannedView(await repo.insertCannedResponse(db, accountId, values));
}

export async function updateCannedResponse(
  db: Database,
  accountId: number,
  id: string,
  body: CannedResponseBody,
) {
  const values = { title: body.title.trim(), text: body.text };
  await requireUniqueTitle(db, accountId, values.title, id);
  const row = await repo.updateCannedResponse(db, accountId, id, values);
  if (!row) throw new AppError(404, 'not_found');
  return cannedView(row);
}

export async function agentsAndTemplates(db: Database, accountId: number) {
  const [agents, templates] = await Promise.all([
    listMemberProfiles(db, accountId),
    repo.findCannedResponses(db, accountId),
  ]);
  return {
    agents,
    templates: templates.map((row) => ({ id: row.id, title: row.title, text: row.text })),
  };
}

export interface PageInput {
  path: string;
  url: string;
  title: string;
}

async function announce(deps: ChatDeps, row: repo.VisitorRow | null) {
  if (row) deps.publish('visitor.changed', row.accountId, { visitor: await viewWithPages(deps.db, row) });
  return row;
}

/**
 * A visitor's socket connected: they are online, and the page they are on is recorded. `counted` is false
 * for a visitor whose IP is on the account's ignore list: they may chat, but their pages, cart and orders
 * are not stored or counted.
 */
export async function visitorArrived(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  input: { isMobile: boolean; page?: PageInput },
  counted = true,
) {
  const now = deps.platform.clock.now();
  await repo.upsertVisitor(deps.db, accountId, uid, { online: true, isMobile: input.isMobile }, now);
  if (input.page) return recordPage(deps, accountId, uid, input.page, counted);
  return announce(deps, await repo.findVisitor(deps.db, accountId, uid));
}

/**
 * Each page view is stored and counts towards the visitor's score (best customers on the dashboard). An
 * ignored visitor's current page is still shown to operators (it helps the chat), but not stored as a view.
 */
export async function recordPage(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  page: PageInput,
  counted = true,
) {
  const visitor = await requireVisitor(deps.db, accountId, uid);
  const now = deps.platform.clock.now();
  if (counted) {
    await repo.insertPageView(deps.db, accountId, visitor.id, {
      path: page.path,
      url: page.url,
      pageTitle: page.title,
      createdAt: now,
    });
  }
  return announce(
    deps,
    await repo.updateVisitor(deps.db, accountId, uid, {
      path: page.path,
      url: page.url,
      pageTitle: page.title,
      lastSeen: now,
      online: true,
      ...(counted ? { score: sql`${chatVisitors.score} + 1` } : {}),
    }),
  );
}

/**
 * The visitor's cart, and every product whose quantity went up as a cart event (shop_cart_events), with
 * cart.updated and the abandoned-cart check in the same transaction (cart-events.ts). An ignored visitor's
 * cart is neither stored nor counted.
 */
export async function setCart(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  lines: CartLine[],
  counted = true,
) {
  await requireVisitor(deps.db, accountId, uid);
  if (!counted) return null;
  const { events, jobs, clock } = deps.platform;
  const row = await events.unitOfWork((tx, publish) =>
    storeCartAndTell({ tx, publish, jobs, now: clock.now() }, accountId, uid, lines),
  );
  return announce(deps, row);
}

/**
 * The order the shop's confirmation page reported through the widget (docs/widget.md, "Orders"), placed
 * now; the visitor is marked as having ordered (an earlier cart is not abandoned) in the same transaction.
 */
export async function reportOrder(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  order: WidgetOrder,
  counted = true,
): Promise<WidgetOrderOutcome> {
  await requireVisitor(deps.db, accountId, uid);
  if (!counted) return 'ignored';
  const now = deps.platform.clock.now();
  return deps.platform.events.unitOfWork(async (tx, publish) => {
    const outcome = await storeWidgetOrder(tx, publish, accountId, order, now, uid);
    if (outcome !== 'ignored') await repo.markVisitorOrdered(tx, accountId, uid, now);
    return outcome;
  });
}

/**
 * Name and e-mail the widget tells; an e-mail not known before publishes visitor.identified with the write.
 * The e-mail is verified only with the shop's signature (verifyIdentity) or when it is the one verified
 * before; unverified it stays a contact for replies and unlocks nothing (audience popups, earlier chats).
 */
export async function identifyVisitor(
  deps: ChatDeps,
  accountId: number,
  uid: string,
  input: { name?: string | undefined; email?: string | undefined; signature?: string | undefined },
) {
  const before = await requireVisitor(deps.db, accountId, uid);
  const email = input.email?.trim();
  const emailVerified =
    email === undefined
      ? undefined
      : email !== '' &&
        ((before.emailVerified && before.email === email) ||
          (await verifyIdentity(deps.db, accountId, email, input.signature)));
  const row = await deps.platform.events.unitOfWork(async (tx, publish) => {
    const updated = await repo.updateVisitor(tx, accountId, uid, {
      ...(input.name !== undefined ? { name: input.name || null } : {}),
      ...(email !== undefined ? { email: email || null, emailVerified } : {}),
    });
    if (updated?.email && updated.email !== before.email) {
      publish('visitor.identified', accountId, { visitor_id: uid, email: updated.email, name: updated.name });
    }
    return updated;
  });
  return announce(deps, row);
}

/** The visitor's last socket closed: they are offline; operators drop them unless a conversation is open. */
export async function visitorLeft(deps: ChatDeps, accountId: number, uid: string) {
  const lastSeen = deps.platform.clock.now();
  const row = await repo.updateVisitor(deps.db, accountId, uid, { online: false, lastSeen });
  if (row) deps.publish('visitor.left', accountId, { uid, started: row.started });
  return row;
}

/** The e-mail the shop vouched for (a signed identify), lower case; null for an unverified or no e-mail. */
export async function visitorEmail(db: Database, accountId: number, uid: string): Promise<string | null> {
  const visitor = await repo.findVisitor(db, accountId, uid);
  const email = visitor?.emailVerified ? visitor.email?.trim().toLowerCase() : undefined;
  return email ? email : null;
}
