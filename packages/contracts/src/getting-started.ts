import { z } from 'zod';

/** GET /api/getting-started/status: when the widget sent this account's first page view (null until then). */
export const gettingStartedStatusSchema = z.object({
  first_page_view_at: z.string().nullable(),
});
export type GettingStartedStatus = z.infer<typeof gettingStartedStatusSchema>;

/** POST /api/getting-started/complete: the guide is finished for the whole account (stored as a setting). */
export const gettingStartedCompleteSchema = z.object({
  completed: z.literal(true),
});
export type GettingStartedComplete = z.infer<typeof gettingStartedCompleteSchema>;
