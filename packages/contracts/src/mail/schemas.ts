import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;

export const outboxMailSchema = z.object({
  id: z.string(),
  account_id: z.number().int().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/staff/outbox */
export const outboxListAnswerSchema = z.object({
  data: z.array(outboxMailSchema),
  total: z.number().int(),
});
