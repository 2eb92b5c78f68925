import { z } from 'zod';
import { type WidgetOrderInput, widgetOrderSchema } from '../shop/tracking';
import type { ChatMessage, Visitor, VisitorSummary } from './schemas';
import { cartSchema, clientIdField, messageContentShape, withMessageContent } from './schemas';

/**
 * The event catalogue of the realtime connection (spec section 7). Operators use the namespace
 * OPERATOR_NAMESPACE with exactly the events below; the widget uses VISITOR_NAMESPACE, whose protocol is ours
 * (docs/realtime.md). Incoming payloads have schemas; the server validates every one.
 */
export const OPERATOR_NAMESPACE = '/operator';
export const VISITOR_NAMESPACE = '/visitor';

/**
 * After a `resync`, each widget says hello at a random moment within the `within` milliseconds the server names
 * (more sockets, a longer spread), so thousands of hellos do not reach the database at once. Never longer than
 * this, whatever a server says.
 */
export const RESYNC_SPREAD_MAX_MS = 5000;
/** How much spread each of the instance's visitor sockets adds: 10,000 sockets take the whole 5 s. */
export const RESYNC_SPREAD_PER_SOCKET_MS = 0.5;

const uidField = () => z.string().trim().min(1).max(100);
const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value) => (value === true || value === 1 ? 1 : 0));

/** Operator → server */
export const newOperatorSchema = z.object({
  token: z.string().min(1).max(4000),
  account: z.coerce.number().int().positive(),
  email: z.string().max(254).optional(),
  image: z.string().max(2000).nullable().optional(),
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
  isOnline: flag.default(0),
});
export const uidPayloadSchema = z.object({ uid: uidField() });
export const operatorIsTypingSchema = z.object({
  uid: uidField(),
  user_id: z.string().optional(),
  status: flag,
});
/** Text, an image uploaded to this conversation (POST /api/conversations/{uid}/images), or both. */
export const messageFromOperatorSchema = withMessageContent(
  z.object({ uid: uidField(), client_id: clientIdField(), ...messageContentShape() }),
);
export const isOnlineSchema = z.object({ isOnline: flag });
/** `s` is carried as the spec names it; the server does not need it. */
export const setAssigneeSchema = z.object({
  uid: uidField(),
  user_id: z.union([z.string().min(1), z.literal(0), z.null()]),
  s: z.unknown().optional(),
});

export type AckAnswer<T = undefined> =
  | { ok: true; data?: T }
  | { ok: false; error: { code: string; message: string } };

export interface OperatorToServerEvents {
  newOperator: (payload: z.input<typeof newOperatorSchema>, ack?: (answer: AckAnswer) => void) => void;
  closeConversation: (payload: { uid: string }, ack?: (answer: AckAnswer) => void) => void;
  operatorIsTyping: (payload: { uid: string; user_id?: string; status: 0 | 1 }) => void;
  read: (payload: { uid: string }, ack?: (answer: AckAnswer) => void) => void;
  messageFromOperator: (
    payload: z.input<typeof messageFromOperatorSchema>,
    ack?: (answer: AckAnswer<ChatMessage>) => void,
  ) => void;
  isOnline: (payload: { isOnline: 0 | 1 | boolean }, ack?: (answer: AckAnswer) => void) => void;
  setAssignee: (payload: z.input<typeof setAssigneeSchema>, ack?: (answer: AckAnswer) => void) => void;
}

export interface ServerToOperatorEvents {
  /** `server_time`: the server's clock when it sent this, so the panel can correct for its own clock's skew. */
  ready: (payload: {
    isOnline: 0 | 1;
    user_id: string;
    account: number;
    visitors: Visitor[];
    server_time: string;
  }) => void;
  clientIsTyping: (payload: { uid: string; isTyping: 0 | 1 }) => void;
  setClientOnlineStatus: (payload: { uid: string; online: 0 | 1 }) => void;
  messageFromClient: (payload: { message: ChatMessage; visitor: VisitorSummary }) => void;
  messageFromOperator: (payload: { message: ChatMessage; visitor: VisitorSummary }) => void;
  setAssignee: (payload: { uid: string; assignee_id: string | 0 }) => void;
  clientDisconnect: (payload: { uid: string }) => void;
  reconnect: (payload: Record<string, never>) => void;
  view: (payload: { visitor: Visitor }) => void;
  refused: (payload: { code: string; message: string }) => void;
}

/** Visitor (widget) → server */
export const visitorPageSchema = z.object({
  path: z.string().max(2000),
  url: z.string().max(4000),
  title: z.string().max(500),
});
export const visitorHelloSchema = z.object({
  page: visitorPageSchema.optional(),
  isMobile: flag.default(0),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  signature: z.string().max(128).optional(),
});
/** Text, an image the visitor uploaded (POST /api/widget/{account}/images), or both. */
export const visitorMessageSchema = withMessageContent(
  z.object({ client_id: clientIdField(), ...messageContentShape() }),
);
export const visitorCartSchema = z.object({ lines: cartSchema });
export const visitorIdentifySchema = z.object({
  name: z.string().trim().max(100).optional(),
  email: z.union([z.email(), z.literal('')]).optional(),
  /** HMAC-SHA256(identity secret, e-mail) in hex, from the shop's server (docs/widget.md, "Verified identities"). */
  signature: z.string().max(128).optional(),
});
export const visitorTypingSchema = z.object({ status: flag });
/** The shop's order confirmation page reports the order (docs/widget.md, "Orders"). */
export const visitorOrderSchema = widgetOrderSchema;

export interface VisitorHelloAnswer {
  uid: string;
  messages: ChatMessage[];
  operatorsOnline: number;
}

export interface VisitorToServerEvents {
  hello: (
    payload: z.input<typeof visitorHelloSchema>,
    ack?: (answer: AckAnswer<VisitorHelloAnswer>) => void,
  ) => void;
  page: (payload: z.input<typeof visitorPageSchema>) => void;
  cart: (payload: z.input<typeof visitorCartSchema>) => void;
  identify: (payload: z.input<typeof visitorIdentifySchema>, ack?: (answer: AckAnswer) => void) => void;
  message: (
    payload: z.input<typeof visitorMessageSchema>,
    ack?: (answer: AckAnswer<ChatMessage>) => void,
  ) => void;
  typing: (payload: { status: 0 | 1 }) => void;
  order: (payload: WidgetOrderInput, ack?: (answer: AckAnswer) => void) => void;
}

export interface ServerToVisitorEvents {
  message: (payload: { message: ChatMessage }) => void;
  operatorTyping: (payload: { isTyping: 0 | 1 }) => void;
  operatorsOnline: (payload: { count: number }) => void;
  /** An operator closed the conversation: the widget tells the visitor. */
  conversationClosed: (payload: Record<string, never>) => void;
  /**
   * Broadcasts may have been lost (this instance lost Redis and has it back): the widget says hello again,
   * at a random moment within `within` ms (RESYNC_SPREAD_MAX_MS at most), and takes what it missed from the
   * history (each message once, by id).
   */
  resync: (payload: { within: number }) => void;
}
