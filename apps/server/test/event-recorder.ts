import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from '@butikkpanel/contracts';
import type { ServerModule } from '../src/platform';

/** Chat's realtime facts, which the socket gateway turns into broadcasts: not what these tests look at. */
const CHAT_REALTIME: readonly DomainEventType[] = [
  'visitor.changed',
  'visitor.left',
  'conversation.assigned',
  'conversation.closed',
  'message.created',
];

/**
 * A durable listener on every domain event but chat's realtime facts that keeps what it hears: a test plugs it in with
 * startTestApp's options.modules, runs the due jobs, and asserts what was published (and only once).
 */
export function eventRecorder() {
  const heard: DomainEvent[] = [];
  const module: ServerModule = {
    name: 'test-event-recorder',
    listeners: [
      {
        name: 'test-recorder',
        on: DOMAIN_EVENT_TYPES.filter((type) => !CHAT_REALTIME.includes(type)),
        handle: async (event) => {
          heard.push(event);
        },
      },
    ],
  };
  return {
    module,
    heard,
    /** The events of one type for one account, in the order they were heard. */
    of<T extends DomainEventType>(type: T, accountId: number): Array<DomainEvent<T>> {
      // The catalogue's union does not narrow by a generic type; the filter checks the type itself.
      return heard.filter((event) => event.type === type && event.account_id === accountId) as Array<
        DomainEvent<T>
      >;
    },
    /** Every event of one account, as "type" strings, in order. */
    typesOf(accountId: number): DomainEventType[] {
      return heard.filter((event) => event.account_id === accountId).map((event) => event.type);
    },
  };
}
