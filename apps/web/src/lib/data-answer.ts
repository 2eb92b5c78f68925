import type { AnswerSchema } from '@/lib/api-client';

/** A single answer `{ data }` checked with the contracts schema of what it holds. */
export const dataAnswer = <T>(schema: AnswerSchema<T>): AnswerSchema<{ data: T }> => ({
  parse: (value) => {
    const data = typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
    return { data: schema.parse(data) };
  },
});
