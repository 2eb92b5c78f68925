import type { DomainEvent, DomainEventData, DomainEventType } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';

/** Tells an event: in a unit of work it is written with the change and handed out after the commit. */
export type Publish = <T extends DomainEventType>(
  type: T,
  accountId: number,
  data: DomainEventData<T>,
) => void;

/** In process, after the commit, on the instance that made the change (the socket gateway). */
export type ImmediateListener<T extends DomainEventType = DomainEventType> = (event: DomainEvent<T>) => void;

/**
 * A listener that must see every event even if the server dies: each event it listens to becomes a job
 * (kind `listener.<name>`) written in the same transaction as the change, run at least once and, for its
 * database writes, exactly once.
 */
export interface DurableListener {
  name: string;
  on: readonly DomainEventType[];
  handle(event: DomainEvent, context: { db: Database; now: Date; publish: Publish }): Promise<void>;
  concurrency?: number;
}
