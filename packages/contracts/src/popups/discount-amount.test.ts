import { describe, expect, it } from 'vitest';
import { discountAmountText, fillDiscountAmounts } from './discount-amount';

describe('a popup names its discount from the code', () => {
  it('in per cent or kroner, as bokmål writes them', () => {
    expect(discountAmountText({ type: 'percent', amount: 10 })).toBe('10 % rabatt');
    expect(discountAmountText({ type: 'percent', amount: 12.5 })).toBe('12,5 % rabatt');
    expect(discountAmountText({ type: 'sum', amount: 100 })).toBe('100 kr rabatt');
    expect(discountAmountText({ type: 'sum', amount: 99.5 })).toBe('99,50 kr rabatt');
    expect(discountAmountText({ type: 'sum', amount: 1500 })).toBe('1\u00a0500 kr rabatt');
  });

  it('fills every amount element of a design and leaves the rest alone', () => {
    const html =
      '<h2>Få <span data-bp-amount="">10 % rabatt</span> nå</h2><p class="x" data-bp-amount>gammel</p>' +
      '<p data-bp-amountish="">urørt</p><p data-bp-code=""></p>';
    expect(fillDiscountAmounts(html, '100 kr rabatt')).toBe(
      '<h2>Få <span data-bp-amount="">100 kr rabatt</span> nå</h2><p class="x" data-bp-amount>100 kr rabatt</p>' +
        '<p data-bp-amountish="">urørt</p><p data-bp-code=""></p>',
    );
  });
});
