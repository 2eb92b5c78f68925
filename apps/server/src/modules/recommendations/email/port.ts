import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { recordEmailClick } from '../tracking';
import { drawEmailWidget, type EmailWidgetPlan, planEmailWidget } from './email-widgets';

/** What the e-mail module's recommendations block is plugged with (app.ts, email's EmailRecommendationsPort). */
export const emailRecommendations = {
  plan: planEmailWidget,
  async draw(db: Database, accountId: number, plan: EmailWidgetPlan, email: string, clock: Clock) {
    return (await drawEmailWidget(db, accountId, plan, email, clock)).html;
  },
  recordClick: recordEmailClick,
};
