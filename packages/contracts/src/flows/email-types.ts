import type { EmailTemplateType } from '../email/schemas';
import { FLOW_ORDER_TRIGGERS, type FlowStart } from './definition';

const ORDER_TRIGGERS: readonly string[] = FLOW_ORDER_TRIGGERS;

/**
 * Which e-mail types a flow's send steps may use, by its start (docs/flows.md): a cart reminder reads the
 * cart, so only an abandoned cart fills it, and an abandoned-cart flow sends cart reminders; an order
 * confirmation reads the order, so only the order events; every other start sends marketing mail (BASIC).
 * The builder's picker offers only these, and the server refuses any other.
 */
export function flowEmailTypes(start: FlowStart): readonly EmailTemplateType[] {
  if (start.kind === 'event' && start.event === 'abandoned_cart') return ['CART_REMINDER'];
  if (start.kind === 'event' && ORDER_TRIGGERS.includes(start.event)) return ['ORDER_CONFIRMATION', 'BASIC'];
  return ['BASIC'];
}

/** Whether an e-mail of this type may be sent from a flow with this start. */
export function fitsFlowStart(type: EmailTemplateType, start: FlowStart): boolean {
  return flowEmailTypes(start).includes(type);
}
