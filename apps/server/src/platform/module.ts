import type { EventBus } from './events/bus';
import type { DurableListener } from './events/types';
import type { JobDefinition, LocalTask, Schedule } from './jobs/types';
import type { PrivacyHooks } from './privacy-hooks';

/**
 * How a module plugs into the platform, from its index.ts: its job handlers and schedules, its per-instance
 * housekeeping, its event listeners and its privacy hooks. app.ts registers every module the same way.
 */
export interface ServerModule {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each definition's payload type is checked where it is defined (defineJob).
  jobs?: JobDefinition<any>[];
  schedules?: Schedule[];
  localTasks?: LocalTask[];
  listeners?: DurableListener[];
  /** Immediate listeners (in process); answers the unsubscribe. */
  subscribe?(events: EventBus): () => void;
  privacy?: PrivacyHooks;
}
