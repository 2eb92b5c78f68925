import { z } from 'zod';

/**
 * The id a shop places on its page for a search widget or a recommendation widget (`data-...="{id}"`):
 * only letters, @, - and digits (spec section 5), unique in the account.
 */
export const WIDGET_ID_PATTERN = /^[A-Za-z0-9@-]+$/;
export const WIDGET_ID_MAX_LENGTH = 64;

export const widgetIdField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(WIDGET_ID_MAX_LENGTH, 'too_long')
    .regex(WIDGET_ID_PATTERN, 'invalid_widget_id');

/** A widget id in a URL path; anything else is simply not found. */
export const widgetIdParamsSchema = z.object({
  id: z.string().max(WIDGET_ID_MAX_LENGTH).regex(WIDGET_ID_PATTERN),
});
