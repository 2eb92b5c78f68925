import type { Database } from '../../db/client';
import type { Clock } from '../../platform';

/**
 * What the e-mail module asks of recommendations, plugged in by the app (app.ts): recommendations reaches
 * e-mail through staff, so e-mail cannot import it without a cycle. Stateless functions of their
 * arguments, so one plug serves every app in a process.
 */
export interface EmailRecommendationsPort {
  /** The account's (or its dealer's) e-mail widget by id, read once per send; null when gone or a shop widget. */
  plan(db: Database, accountId: number, widgetId: string): Promise<object | null>;
  /** The widget's answer for this recipient, drawn by its template. */
  draw(db: Database, accountId: number, plan: object, email: string, clock: Clock): Promise<string>;
  /** A click on a product of the widget in a mail: counted for the widget, kept for attribution. */
  recordClick(
    db: Database,
    accountId: number,
    click: { widgetId: string; productId: string; email: string },
    now: Date,
  ): Promise<unknown>;
}

let plugged: EmailRecommendationsPort | null = null;

export function plugEmailRecommendations(port: EmailRecommendationsPort): void {
  plugged = port;
}

/** The plugged port; only a design with a recommendations block needs it. */
export function recommendationsPort(): EmailRecommendationsPort {
  if (!plugged) throw new Error('recommendations are not plugged into e-mail (app.ts)');
  return plugged;
}
