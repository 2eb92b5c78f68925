import { z } from 'zod';
import { requiredText } from '../fields';

/** A key starts with this, so a leaked key is easy to recognise (and to search for in code). */
export const API_KEY_PREFIX = 'bpk_';
/** How many characters of a key are kept in clear text, to tell keys apart in the list. */
export const API_KEY_DISPLAY_LENGTH = 12;

export const createApiKeyBodySchema = z.object({ label: requiredText(100) }).strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** An API key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  label: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/settings/api-keys */
export const apiKeyListAnswerSchema = z.object({ data: z.array(apiKeySchema) });

/** POST /api/settings/api-keys: the only answer that ever holds the whole key. */
export const createdApiKeyAnswerSchema = z.object({ data: apiKeySchema.extend({ key: z.string() }) });
export type CreatedApiKey = z.infer<typeof createdApiKeyAnswerSchema>['data'];
