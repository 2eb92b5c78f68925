/**
 * Small structural checks for the few answers the web app reads before zod loads (auth/session.ts,
 * errors/shape.ts). Everything else is checked with zod schemas.
 */

/** The part of a zod schema the web client uses to check an answer. */
export interface AnswerParser<T> {
  parse(value: unknown): T;
}

export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isInteger = (value: unknown): value is number => Number.isInteger(value);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** A parser from a type guard, with an optional step that fills defaults. */
export function answerParser<T>(
  guard: (value: unknown) => value is T,
  complete?: (value: T) => T,
): AnswerParser<T> {
  return {
    parse(value) {
      if (!guard(value)) throw new AnswerShapeError('The answer does not have the expected shape');
      return complete ? complete(value) : value;
    },
  };
}
