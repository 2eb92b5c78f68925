import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;

/** Every kind of mail the server writes to the outbox; the staff mailbox names each in words. */
export const MAIL_KINDS = [
  'password_reset',
  'invitation',
  'chat_reply',
  'sender_test',
  'register_attempt',
  'template_test',
  'consent_confirmation',
  'popup_code',
  'campaign',
  'flow',
  'address_verification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const isMailKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);

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
