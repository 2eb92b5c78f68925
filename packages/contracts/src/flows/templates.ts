import { FLOW_TEMPLATES } from '../constants';
import type { FlowDefinition } from './definition';

/** Spec section 9, flow templates: abandoned cart 4 hours and 24 hours; not purchased 30 days. */
export const FLOW_TEMPLATE_KEYS = ['abandoned_cart', 'not_purchased_30_days'] as const;
export type FlowTemplate = (typeof FLOW_TEMPLATE_KEYS)[number];
const [FIRST_HOURS, SECOND_HOURS] = FLOW_TEMPLATES.abandonedCartHours;

/**
 * A template's definition. The e-mails are left to choose (`template_id` null; the server fills in the
 * account's cart reminder when it has exactly one), so a new flow shows what is missing before activation.
 */
export function flowTemplateDefinition(template: FlowTemplate): FlowDefinition {
  if (template === 'abandoned_cart') {
    return {
      start: { kind: 'event', event: 'abandoned_cart', days: null, product_ids: [], categories: [] },
      first: 'wait-4h',
      steps: [
        { id: 'wait-4h', type: 'wait', amount: FIRST_HOURS, unit: 'hours', next: 'mail-1' },
        { id: 'mail-1', type: 'send_email', template_id: null, discount_template_id: null, next: 'wait-24h' },
        // 24 hours after the cart was left, counted from the first mail.
        { id: 'wait-24h', type: 'wait', amount: SECOND_HOURS - FIRST_HOURS, unit: 'hours', next: 'bought' },
        {
          id: 'bought',
          type: 'condition',
          condition: { kind: 'purchased_since_entry', amount: null, segment_id: null, tag: null },
          yes: 'exit-bought',
          no: 'mail-2',
        },
        { id: 'exit-bought', type: 'exit' },
        { id: 'mail-2', type: 'send_email', template_id: null, discount_template_id: null, next: 'exit' },
        { id: 'exit', type: 'exit' },
      ],
    };
  }
  return {
    start: {
      kind: 'event',
      event: 'not_purchased_since',
      days: FLOW_TEMPLATES.notPurchasedDays,
      product_ids: [],
      categories: [],
    },
    first: 'mail-1',
    steps: [
      { id: 'mail-1', type: 'send_email', template_id: null, discount_template_id: null, next: 'exit' },
      { id: 'exit', type: 'exit' },
    ],
  };
}
