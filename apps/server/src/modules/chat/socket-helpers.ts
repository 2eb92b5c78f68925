import { type AckAnswer, errorMessage, type Language } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { settleWithin } from '../../lib/settle-within';

/** Socket work in progress, so that a shutdown can let it finish before the database closes. */
const inFlight = new Set<Promise<unknown>>();

export function trackSocketWork<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work)).catch(() => {});
  return work;
}

/** Resolves when the socket work started so far has finished, or after `timeoutMs`. */
export async function settleSocketWork(timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  // Work started while waiting is waited for too, within the same deadline.
  while (inFlight.size > 0) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    const settled = await settleWithin(
      left,
      Promise.allSettled([...inFlight]).then(() => true),
      false,
    );
    if (!settled) return;
  }
}

/** Socket events answer in the same spirit as HTTP: an ack with ok, or the catalogue error. */
export function failure(error: unknown, language: Language, log: FastifyBaseLogger): AckAnswer<never> {
  if (error instanceof AppError) {
    return {
      ok: false,
      error: { code: error.code, message: errorMessage(error.code, language, error.params) },
    };
  }
  log.error({ err: error }, 'socket event failed');
  return { ok: false, error: { code: 'generic', message: errorMessage('generic', language) } };
}

/** Validates the payload with its schema, runs the handler and answers the ack (when asked for) with the result or the error. */
async function answerEvent<S extends z.ZodType, R>(
  schema: S,
  run: (payload: z.output<S>) => Promise<R>,
  payload: unknown,
  ack: unknown,
  language: () => Language,
  log: FastifyBaseLogger,
): Promise<void> {
  const reply = typeof ack === 'function' ? (ack as (answer: AckAnswer<R>) => void) : null;
  try {
    const data = await run(parseInput(schema, payload));
    reply?.({ ok: true, ...(data === undefined ? {} : { data }) });
  } catch (error) {
    reply?.(failure(error, language(), log));
  }
}

/**
 * Wraps a socket event handler (registered per socket): validates, runs, answers the ack with the result or
 * the error. Never throws into socket.io.
 */
export function handler<S extends z.ZodType, R>(
  schema: S,
  run: (payload: z.output<S>) => Promise<R>,
  context: { language: () => Language; log: FastifyBaseLogger },
) {
  return (payload: unknown, ack?: unknown) =>
    trackSocketWork(answerEvent(schema, run, payload, ack, context.language, context.log));
}

/**
 * The same for a handler made once for every socket of a namespace: it gets the socket as its first
 * argument, so a socket carries no closures of its own (10,000 widgets would each hold one per event).
 */
export function sharedHandler<T extends { data: { language: Language } }, S extends z.ZodType, R>(
  schema: S,
  run: (socket: T, payload: z.output<S>) => Promise<R>,
  log: FastifyBaseLogger,
) {
  return (socket: T, payload: unknown, ack: unknown) =>
    trackSocketWork(
      answerEvent(
        schema,
        (parsed) => run(socket, parsed),
        payload,
        ack,
        () => socket.data.language,
        log,
      ),
    );
}
