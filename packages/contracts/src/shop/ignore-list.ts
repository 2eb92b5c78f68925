import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants';

export const IGNORE_ENTRY_KINDS = ['email', 'ip'] as const;
export type IgnoreEntryKind = (typeof IGNORE_ENTRY_KINDS)[number];

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** An e-mail is compared in lower case, an IP in its written form (IPv6 in lower case). */
export function normalizeIgnoreValue(
  kind: IgnoreEntryKind,
  raw: string,
): { ok: true; value: string } | { ok: false; message: 'invalid_email' | 'invalid_ip' | 'field_empty' } {
  const value = raw.trim().toLowerCase();
  if (value === '') return { ok: false, message: 'field_empty' };
  if (kind === 'email') {
    return value.length <= 254 && EMAIL_PATTERN.test(value)
      ? { ok: true, value }
      : { ok: false, message: 'invalid_email' };
  }
  return ipAddress.safeParse(value).success ? { ok: true, value } : { ok: false, message: 'invalid_ip' };
}

/** A bare value in a CSV row is an e-mail when it has an @, otherwise an IP address. */
export const guessIgnoreKind = (value: string): IgnoreEntryKind => (value.includes('@') ? 'email' : 'ip');

export const createIgnoreEntryBodySchema = z
  .object({
    kind: z.enum(IGNORE_ENTRY_KINDS, { error: 'invalid_value' }),
    value: z.string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') }),
  })
  .strict()
  .transform((body, context) => {
    const result = normalizeIgnoreValue(body.kind, body.value);
    if (!result.ok) {
      context.addIssue({ code: 'custom', path: ['value'], message: result.message });
      return z.NEVER;
    }
    return { kind: body.kind, value: result.value };
  });
export type CreateIgnoreEntryBody = z.input<typeof createIgnoreEntryBodySchema>;

export const ignoreEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(IGNORE_ENTRY_KINDS),
  value: z.string(),
  created_at: z.string(),
});
export type IgnoreEntry = z.infer<typeof ignoreEntrySchema>;

/** GET /api/settings/ignore-list */
export const ignoreListAnswerSchema = z.object({ data: z.array(ignoreEntrySchema) });
export const ignoreEntryAnswerSchema = z.object({ data: ignoreEntrySchema });

/** A refused CSV row: its line number (the header is line 1 when there is one) and the catalogue text. */
export const csvRowErrorSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/** POST /api/settings/ignore-list/csv */
export const ignoreListUploadAnswerSchema = z.object({
  added: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(csvRowErrorSchema),
});
export type IgnoreListUploadAnswer = z.infer<typeof ignoreListUploadAnswerSchema>;
