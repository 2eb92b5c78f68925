import { z } from 'zod';
import { validationFailed } from './errors';

/**
 * Validates input with a contracts schema (classic zod or zod/mini, both share zod's core); failures become
 * one 400 with a message key per field.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'unknown_field';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw validationFailed(fields);
}
