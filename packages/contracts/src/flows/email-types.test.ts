import { describe, expect, it } from 'vitest';
import type { FlowStart } from './definition';
import { fitsFlowStart, flowEmailTypes } from './email-types';

const event = (name: Extract<FlowStart, { kind: 'event' }>['event']): FlowStart => ({
  kind: 'event',
  event: name,
  days: null,
  product_ids: [],
  categories: [],
});

describe('flowEmailTypes', () => {
  it('offers cart reminders to abandoned carts, order confirmations to order events, BASIC to the rest', () => {
    expect(flowEmailTypes(event('abandoned_cart'))).toEqual(['CART_REMINDER']);
    expect(flowEmailTypes(event('new_order'))).toEqual(['ORDER_CONFIRMATION', 'BASIC']);
    expect(flowEmailTypes(event('not_purchased_since'))).toEqual(['BASIC']);
    expect(flowEmailTypes({ kind: 'segment', segment_id: 4 })).toEqual(['BASIC']);
  });

  it('never lets a transactional type into a marketing flow', () => {
    for (const name of ['birthday', 'joined_customer_club', 'subscribed_to_popup'] as const) {
      expect(fitsFlowStart('ORDER_CONFIRMATION', event(name))).toBe(false);
      expect(fitsFlowStart('CART_REMINDER', event(name))).toBe(false);
    }
  });
});
