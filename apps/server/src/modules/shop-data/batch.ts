import {
  type ErrorCode,
  errorMessage,
  fieldMessage,
  INGEST_BATCH_MAX,
  type IngestAnswer,
  type Language,
  type RefusedEvent,
} from '@butikkpanel/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';

/** What a batch is made of: each event's fate, then one answer. */
export class BatchReport {
  readonly ignored: IngestAnswer['ignored'] = [];
  readonly refused: RefusedEvent[] = [];
  stored = 0;

  constructor(
    readonly received: number,
    private readonly language: Language,
  ) {}

  refuse(index: number, code: ErrorCode, fields?: Record<string, string>): void {
    const translated = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, fieldMessage(value, this.language)]),
        )
      : undefined;
    this.refused.push({
      index,
      code,
      message: errorMessage(code, this.language),
      ...(translated ? { fields: translated } : {}),
    });
  }

  ignore(index: number): void {
    this.ignored.push({
      index,
      code: 'ignored_by_list',
      message: errorMessage('ignored_by_list', this.language),
    });
  }

  answer(): IngestAnswer {
    this.refused.sort((a, b) => a.index - b.index);
    this.ignored.sort((a, b) => a.index - b.index);
    return { received: this.received, stored: this.stored, ignored: this.ignored, refused: this.refused };
  }
}

/** A batch is a JSON array of 1 to INGEST_BATCH_MAX events; anything else is refused as a whole. */
export function batchItems(body: unknown): unknown[] {
  if (!Array.isArray(body) || body.length === 0) {
    throw new AppError(400, 'validation_failed', undefined, { _: 'invalid_value' });
  }
  if (body.length > INGEST_BATCH_MAX) throw new AppError(400, 'batch_too_large', { max: INGEST_BATCH_MAX });
  return body;
}

/** The issues of one event as field path -> field message key, like parseInput does for a whole body. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates each item; the good ones go on with their index, the bad ones are refused in the report. */
export function validateEach<S extends z.ZodType>(
  schema: S,
  items: unknown[],
  report: BatchReport,
): Array<{ index: number; value: z.output<S> }> {
  const good: Array<{ index: number; value: z.output<S> }> = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) good.push({ index, value: result.data });
    else report.refuse(index, 'validation_failed', issueFields(result.error));
  });
  return good;
}
