import { randomUUID } from 'node:crypto';
import {
  DOMAIN_EVENT_DATA,
  type DomainEvent,
  type DomainEventType,
  LISTENER_JOB_PREFIX,
  listenerJobPayloadSchema,
} from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/runner';
import type { DurableListener, ImmediateListener, Publish } from './types';

/**
 * The domain events of every module. Publishing happens inside a unit of work: the events' durable listener
 * jobs are written in the change's own transaction, and immediate listeners hear of them after the commit
 * (never about a change that was rolled back).
 */
export function createEventBus(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}) {
  const { db, clock, log, jobs } = deps;
  const immediate = new Map<DomainEventType, Set<ImmediateListener>>();
  const durable = new Map<DomainEventType, DurableListener[]>();

  function build(type: DomainEventType, accountId: number, data: unknown): DomainEvent {
    // The catalogue's schema checks what a module tells, so a listener never gets a malformed event.
    const parsed = DOMAIN_EVENT_DATA[type].parse(data);
    return {
      id: randomUUID(),
      type,
      account_id: accountId,
      occurred_at: clock.now().toISOString(),
      data: parsed,
    } as DomainEvent;
  }

  async function writeDurable(executor: Database, events: DomainEvent[]): Promise<number> {
    const list = events.flatMap((event) =>
      (durable.get(event.type) ?? []).map((listener) => ({
        kind: `${LISTENER_JOB_PREFIX}${listener.name}`,
        payload: event,
        dedupeKey: event.id,
      })),
    );
    return list.length === 0 ? 0 : jobs.enqueueWith(executor, list);
  }

  function tellImmediate(events: DomainEvent[]): void {
    for (const event of events) {
      for (const listener of immediate.get(event.type) ?? []) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, event: event.type }, 'event listener failed');
        }
      }
    }
  }

  /** Runs `work` in a transaction; what it publishes is written with it and told after the commit. */
  async function unitOfWork<T>(work: (tx: Database, publish: Publish) => Promise<T>): Promise<T> {
    const published: DomainEvent[] = [];
    const publish: Publish = (type, accountId, data) => {
      published.push(build(type, accountId, data));
    };
    let durableJobs = 0;
    const result = await db.transaction(async (tx) => {
      const answer = await work(tx, publish);
      durableJobs = await writeDurable(tx, published);
      return answer;
    });
    tellImmediate(published);
    if (durableJobs > 0) jobs.nudge();
    return result;
  }

  /**
   * Tells an event about a change already committed on its own (chat's realtime facts). Durable listeners
   * still get it, written right after; use a unit of work when losing it in a crash would matter.
   */
  const publishNow: Publish = (type, accountId, data) => {
    const event = build(type, accountId, data);
    if ((durable.get(type) ?? []).length === 0) {
      tellImmediate([event]);
      return;
    }
    void writeDurable(db, [event]).then(
      () => {
        tellImmediate([event]);
        jobs.nudge();
      },
      (error: unknown) => log.error({ err: error, event: type }, 'writing durable listener jobs failed'),
    );
  };

  return {
    unitOfWork,
    publishNow,
    /** Listens in process; answers the unsubscribe. */
    on<T extends DomainEventType>(type: T, listener: ImmediateListener<T>): () => void {
      let set = immediate.get(type);
      if (!set) {
        set = new Set();
        immediate.set(type, set);
      }
      const stored = listener as ImmediateListener;
      set.add(stored);
      return () => set.delete(stored);
    },
    /** A durable listener: its events become jobs of kind `listener.<name>`. */
    listen(listener: DurableListener): void {
      jobs.define({
        kind: `${LISTENER_JOB_PREFIX}${listener.name}`,
        payload: listenerJobPayloadSchema,
        concurrency: listener.concurrency,
        handle: (event, context) => listener.handle(event as DomainEvent, context),
      });
      for (const type of listener.on) durable.set(type, [...(durable.get(type) ?? []), listener]);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
