import { isIsoInstant } from '@butikkpanel/contracts';
import { Parser } from 'htmlparser2';
import { AppError } from './errors';

/** The builder's countdown: `data-bp-countdown` holds the instant it ends, as the date-time picker stores it. */
const COUNTDOWN_ATTRIBUTE = 'data-bp-countdown';

/**
 * Whether every countdown of a design has an end the widget can read (an ISO instant). A countdown given
 * "24.12.2026 12:00" by hand in the code view once showed zeros on the shop (issue 29), so the server checks
 * what it stores.
 */
export function countdownsReadable(html: string): boolean {
  let readable = true;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        const end = attributes[COUNTDOWN_ATTRIBUTE];
        if (end !== undefined && !isIsoInstant(end.trim())) readable = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return readable;
}

/** Refuses a design with a countdown whose end cannot be read (422, the reason under `html`). */
export function assertDesignCountdowns(html: string): void {
  if (!countdownsReadable(html)) {
    throw new AppError(422, 'countdown_end_invalid', undefined, { html: 'countdown_end_invalid' });
  }
}
