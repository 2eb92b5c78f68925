import { z } from 'zod';
import { CHAT_IMAGE_ID_PATTERN, CHAT_IMAGE_TYPES } from './images';

/** A line of a visitor's cart; price is per unit, in kr. */
export const cartLineSchema = z.object({
  id: z.coerce.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(300),
  quantity: z.coerce.number().int().min(0).max(100_000),
  price: z.coerce.number().min(0).max(100_000_000),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.array(cartLineSchema).max(200);

export const pageViewSchema = z.object({
  path: z.string().max(2000),
  url: z.string().max(4000),
  page_title: z.string().max(500),
  created_at: z.string(),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** How long the last-message preview on a conversation card may be (the rest is cut with '…'). */
export const LAST_MESSAGE_PREVIEW_LENGTH = 120;

/** The newest message of a conversation, as the list shows it: its text cut short, or that it is an image. */
export const lastMessagePreviewSchema = z.object({
  text: z.string(),
  image: z.union([z.literal(0), z.literal(1)]),
  /** '0' is the visitor, otherwise an agent's user id. */
  from: z.string(),
  created_at: z.string(),
});
export type LastMessagePreview = z.infer<typeof lastMessagePreviewSchema>;

/** The preview of a message: whitespace folded, cut at LAST_MESSAGE_PREVIEW_LENGTH characters. */
export function lastMessagePreview(message: {
  text: string;
  image: string | null;
  from: string;
  created_at: string;
}): LastMessagePreview {
  const text = message.text.replace(/\s+/g, ' ').trim();
  return {
    text:
      text.length > LAST_MESSAGE_PREVIEW_LENGTH
        ? `${text.slice(0, LAST_MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`
        : text,
    image: message.image ? 1 : 0,
    from: message.from,
    created_at: message.created_at,
  };
}

/** A live visitor, i.e. a conversation, as operators see it (spec section 3). */
export const visitorSchema = z.object({
  uid: z.string(),
  /** 0 when unknown. */
  name: z.union([z.string(), z.literal(0)]),
  email: z.string().nullable(),
  online: z.union([z.literal(0), z.literal(1)]),
  last_seen: z.string(),
  isTyping: z.union([z.literal(0), z.literal(1)]),
  started: z.union([z.literal(0), z.literal(1)]),
  unreadMessages: z.number().int(),
  /** 0 when unassigned, otherwise the agent's user id. */
  assignee_id: z.union([z.string(), z.literal(0)]),
  cart_total: z.number(),
  isMobile: z.union([z.literal(0), z.literal(1)]),
  path: z.string(),
  url: z.string(),
  page_title: z.string(),
  score: z.number(),
  last_message_at: z.string().nullable(),
  /** The newest message's preview (null before the first message). */
  last_message: lastMessagePreviewSchema.nullable(),
  cart: z.array(cartLineSchema),
  pages: z.array(pageViewSchema),
});
export type Visitor = z.infer<typeof visitorSchema>;
/** A visitor as message events carry it: without the pages, which the operator already has from `view`. */
export type VisitorSummary = Omit<Visitor, 'pages'>;

/**
 * A chat message (spec section 3): from '0' is the visitor, otherwise an agent's user id. `image` is the id
 * of an image uploaded to the same conversation (chatImagePath gives its address), or null.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  uid: z.string(),
  client_id: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  from: z.string(),
  created_at: z.string(),
  /** 1 when the message went to the visitor by e-mail because they were offline. */
  email: z.union([z.literal(0), z.literal(1)]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_MESSAGE_MAX_LENGTH = 5000;

/** A message's text: whitespace-only is not a message (spec section 5). */
export const messageTextField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .max(CHAT_MESSAGE_MAX_LENGTH, 'too_long')
    .refine((text) => text.trim().length > 0, 'field_empty');

/** A reference to an uploaded image: its id and nothing else (no address, so no tracking pixel). */
export const chatImageIdField = () =>
  z.string({ error: 'invalid_image' }).regex(CHAT_IMAGE_ID_PATTERN, 'invalid_image');

/**
 * The content of a message that is sent: text, an image, or both. Text may be empty only when an image goes
 * with it; whitespace-only text alone is not a message (spec section 5).
 */
export const messageContentShape = () => ({
  text: z.string({ error: 'invalid_value' }).max(CHAT_MESSAGE_MAX_LENGTH, 'too_long').default(''),
  image: chatImageIdField().nullable().optional(),
});

export function withMessageContent<T extends z.ZodType<{ text: string; image?: string | null | undefined }>>(
  schema: T,
) {
  return schema.refine((message) => message.text.trim().length > 0 || !!message.image, {
    message: 'field_empty',
    path: ['text'],
  });
}

/** An uploaded image (201 answer of both upload calls); `url` is relative to the server's origin. */
export const chatImageSchema = z.object({
  id: z.string().regex(CHAT_IMAGE_ID_PATTERN),
  url: z.string(),
  content_type: z.enum(CHAT_IMAGE_TYPES),
  size: z.number().int().min(1),
});
export type ChatImage = z.infer<typeof chatImageSchema>;
export const chatImageAnswerSchema = z.object({ data: chatImageSchema });

/** Client-made id: a resend after a reconnect carries the same one and is stored once. */
export const clientIdField = () =>
  z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/);

export const agentSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  image: z.string().nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

export const cannedResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

export const cannedResponseBodySchema = z.object({
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(100, 'too_long'),
  text: messageTextField(),
});
export type CannedResponseBody = z.input<typeof cannedResponseBodySchema>;

/** GET /api/chat/templates: the account's canned responses, and whether this user may change them. */
export const cannedResponsesAnswerSchema = z.object({
  data: z.array(cannedResponseSchema),
  can_manage: z.boolean(),
});
export type CannedResponsesAnswer = z.infer<typeof cannedResponsesAnswerSchema>;

/** A closed conversation in GET /api/conversations/closed: enough to find it again and open its history. */
export const closedConversationSchema = z.object({
  uid: z.string(),
  /** 0 when unknown. */
  name: z.union([z.string(), z.literal(0)]),
  email: z.string().nullable(),
  last_message_at: z.string().nullable(),
  last_message: lastMessagePreviewSchema.nullable(),
});
export type ClosedConversation = z.infer<typeof closedConversationSchema>;

export const CLOSED_CONVERSATIONS_PER_PAGE = 20;

/** GET /api/conversations/closed?q=&page=: search in name, e-mail and message text; pages from 1. */
export const closedConversationsQuerySchema = z.object({
  q: z.string().trim().max(200, 'too_long').default(''),
  page: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(10_000, 'invalid_value')
    .default(1),
});
export type ClosedConversationsQuery = z.input<typeof closedConversationsQuerySchema>;

export const closedConversationsAnswerSchema = z.object({
  data: z.array(closedConversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ClosedConversationsAnswer = z.infer<typeof closedConversationsAnswerSchema>;

/** GET /api/conversations/{uid}/closed: a closed conversation's read-only history. */
export const closedConversationHistorySchema = z.object({
  conversation: closedConversationSchema,
  messages: z.array(chatMessageSchema),
});
export type ClosedConversationHistory = z.infer<typeof closedConversationHistorySchema>;

/** GET /api/chat */
export const chatAnswerSchema = z.object({
  agents: z.array(agentSchema),
  templates: z.array(cannedResponseSchema),
});

/** POST /api/conversations/{uid}/email: the message to deliver by e-mail (spec section 7). */
export const emailMessageBodySchema = withMessageContent(
  z.object({ client_id: clientIdField(), ...messageContentShape() }),
);
export type EmailMessageBody = z.input<typeof emailMessageBodySchema>;

/** GET /api/dashboard: visitors carry cart and pages as JSON text (spec section 7). */
export const dashboardVisitorSchema = visitorSchema.omit({ cart: true, pages: true }).extend({
  cart: z.string(),
  pages: z.string(),
});
export const dashboardAnswerSchema = z.object({
  conversations: z.array(visitorSchema.omit({ cart: true, pages: true })),
  visitors: z.array(dashboardVisitorSchema),
});
