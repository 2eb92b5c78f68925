import {
  type AckAnswer,
  type ChatFilter,
  type ChatMessage,
  chatFilterOrDefault,
  DEFAULT_CHAT_FILTER,
  type OperatorToServerEvents,
  type ServerToOperatorEvents,
  type Visitor,
  type VisitorSummary,
} from '@butikkpanel/contracts';
import { create } from 'zustand';
import type { OperatorSocket } from '@/lib/socket';
import { clockOffset } from '../clock-offset';
import { readOperatorOnline, storeOperatorOnline } from '../operator-status';
import { initialChatFilter } from './initial-filter';
import { mergeMessages } from './merge-messages';

type Payload<E extends keyof ServerToOperatorEvents> = Parameters<ServerToOperatorEvents[E]>[0];

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'refused';
/** Why the reconnect question is open: the server had us offline, or we went idle. */
export type ReconnectReason = 'server_offline' | 'inactivity';

export interface ChatState {
  visitors: Record<string, Visitor>;
  messages: Record<string, ChatMessage[]>;
  /** The signed-in operator, told by `ready`. */
  userId: string | null;
  filter: ChatFilter;
  /** True once the operator picked a filter; until then the list opens on initialChatFilter's choice. */
  filterChosen: boolean;
  /** True once the first `ready` has given the live list. */
  didLoad: boolean;
  connection: ConnectionStatus;
  operatorOnline: boolean;
  reconnectQuestion: ReconnectReason | null;
  /** The conversation on screen: its history is reloaded after a reconnect, it gets no notification. */
  openUid: string | null;
  socket: OperatorSocket | null;
  /** The server's clock minus this browser's, measured at `ready`: relative times use the server's now. */
  clockOffsetMs: number;
}

interface ChatActions {
  ready(payload: Payload<'ready'>): void;
  view(payload: Payload<'view'>): void;
  messageFromClient(payload: Payload<'messageFromClient'>): void;
  messageFromOperator(payload: Payload<'messageFromOperator'>): void;
  clientIsTyping(payload: Payload<'clientIsTyping'>): void;
  setClientOnlineStatus(payload: Payload<'setClientOnlineStatus'>): void;
  setAssignee(payload: Payload<'setAssignee'>): void;
  clientDisconnect(payload: Payload<'clientDisconnect'>): void;
  addMessages(uid: string, messages: readonly ChatMessage[]): void;
  markReadLocally(uid: string): void;
  setFilter(filter: unknown): void;
  /** The list is opened: without a filter of the operator's own, it opens on initialChatFilter's choice. */
  openList(): void;
  setConnection(status: ConnectionStatus): void;
  setSocket(socket: OperatorSocket | null): void;
  setOperatorOnline(online: boolean): void;
  askReconnect(reason: ReconnectReason | null): void;
  setOpenUid(uid: string | null): void;
  /** Everything of the old account or user goes (logout, account switch). */
  reset(): void;
}

export type ChatStore = ChatState & ChatActions;

const initialState = (): ChatState => ({
  visitors: {},
  messages: {},
  userId: null,
  filter: DEFAULT_CHAT_FILTER,
  filterChosen: false,
  didLoad: false,
  connection: 'idle',
  operatorOnline: readOperatorOnline(),
  reconnectQuestion: null,
  openUid: null,
  socket: null,
  clockOffsetMs: 0,
});

export const useChatStore = create<ChatStore>()((set, get) => {
  const patchVisitor = (uid: string, patch: Partial<Visitor>) =>
    set((state) => {
      const visitor = state.visitors[uid];
      if (!visitor) return state;
      return { visitors: { ...state.visitors, [uid]: { ...visitor, ...patch } } };
    });
  /** Message events carry the visitor without pages (a message changes none); the known pages stay. */
  const upsertWithMessage = ({ message, visitor }: { message: ChatMessage; visitor: VisitorSummary }) =>
    set((state) => ({
      visitors: {
        ...state.visitors,
        [visitor.uid]: { ...visitor, pages: state.visitors[visitor.uid]?.pages ?? [] },
      },
      messages: {
        ...state.messages,
        [visitor.uid]: mergeMessages(state.messages[visitor.uid] ?? [], [message]),
      },
    }));

  return {
    ...initialState(),
    ready({ isOnline, user_id, visitors, server_time }) {
      const firstLoad = get().userId !== user_id;
      set((state) => ({
        clockOffsetMs: clockOffset(server_time, Date.now()),
        visitors: Object.fromEntries(visitors.map((visitor) => [visitor.uid, visitor])),
        userId: user_id,
        // The initial filter goes with the current user: a new user starts on my conversations.
        filter: firstLoad ? DEFAULT_CHAT_FILTER : state.filter,
        filterChosen: firstLoad ? false : state.filterChosen,
        didLoad: true,
        connection: 'connected',
        reconnectQuestion:
          isOnline === 0 && state.operatorOnline ? 'server_offline' : state.reconnectQuestion,
      }));
    },
    view({ visitor }) {
      set((state) => ({ visitors: { ...state.visitors, [visitor.uid]: visitor } }));
    },
    messageFromClient: upsertWithMessage,
    messageFromOperator: upsertWithMessage,
    clientIsTyping({ uid, isTyping }) {
      patchVisitor(uid, { isTyping });
    },
    setClientOnlineStatus({ uid, online }) {
      patchVisitor(uid, { online, ...(online === 0 ? { isTyping: 0 as const } : {}) });
    },
    setAssignee({ uid, assignee_id }) {
      patchVisitor(uid, { assignee_id });
    },
    clientDisconnect({ uid }) {
      set((state) => {
        const { [uid]: _gone, ...visitors } = state.visitors;
        return { visitors };
      });
    },
    addMessages(uid, messages) {
      set((state) => ({
        messages: { ...state.messages, [uid]: mergeMessages(state.messages[uid] ?? [], messages) },
      }));
    },
    markReadLocally(uid) {
      patchVisitor(uid, { unreadMessages: 0 });
    },
    setFilter(filter) {
      set({ filter: chatFilterOrDefault(filter), filterChosen: true });
    },
    openList() {
      const { didLoad, filterChosen, visitors, userId } = get();
      if (!didLoad || filterChosen) return;
      set({ filter: initialChatFilter(Object.values(visitors), userId ?? '') });
    },
    setConnection(connection) {
      set({ connection });
    },
    setSocket(socket) {
      set({ socket });
    },
    setOperatorOnline(online) {
      storeOperatorOnline(online);
      set({ operatorOnline: online });
    },
    askReconnect(reason) {
      set({ reconnectQuestion: reason });
    },
    setOpenUid(openUid) {
      set({ openUid });
    },
    reset() {
      set(initialState());
    },
  };
});

export const GENERIC_ACK_ERROR = 'generic';

/**
 * An operator event with its acknowledgement; without a live connection the answer is a failure with
 * the code 'generic', which the caller shows as the catalogue's generic text.
 */
type AckedEvent = 'read' | 'closeConversation' | 'setAssignee' | 'isOnline' | 'messageFromOperator';
type AckData<E extends AckedEvent> = E extends 'messageFromOperator' ? ChatMessage : undefined;

export async function emitWithAck<E extends AckedEvent>(
  event: E,
  payload: Parameters<OperatorToServerEvents[E]>[0],
): Promise<AckAnswer<AckData<E>>> {
  const socket = useChatStore.getState().socket;
  const failure = { ok: false as const, error: { code: GENERIC_ACK_ERROR, message: '' } };
  if (!socket?.connected) return failure;
  try {
    // socket.io's typed emitWithAck cannot follow a generic event name.
    const untyped = socket.timeout(10_000) as unknown as {
      emitWithAck(name: string, data: unknown): Promise<unknown>;
    };
    return (await untyped.emitWithAck(event, payload)) as AckAnswer<AckData<E>>;
  } catch {
    return failure;
  }
}

/** Sum of unread messages over the live list: the navigation badge and the tab title. */
export function selectUnreadTotal(state: ChatState): number {
  return Object.values(state.visitors).reduce((sum, visitor) => sum + Math.max(0, visitor.unreadMessages), 0);
}
