import type { Config } from './config';
import type { Database } from './db/client';
import type { Guards } from './modules/access';
import type { Outbox, ResolveTxt } from './modules/mail';
import type { Clock, Platform } from './platform';

/** What every module's routes get: built once in app.ts. */
export interface AppDeps {
  config: Config;
  db: Database;
  outbox: Outbox;
  guards: Guards;
  /** The one source of "now" (tests pass a ManualClock to buildApp). */
  clock: Clock;
  /** Jobs, events and module registration (platform/). */
  platform: Platform;
  /** DNS TXT lookups (sender domains): node:dns/promises in the app, a test's own in tests (no network). */
  resolveTxt: ResolveTxt;
}
