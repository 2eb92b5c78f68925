import { describe, expect, it } from 'vitest';
import { mayMatch, selectorNeeds } from './fast-class-selectors';

const SELECTORS = [
  '.css-1x2y-MuiButton-root',
  '.css-1x2y-MuiButton-root:hover',
  '.css-1x2y-MuiButton-root.Mui-disabled',
  '.css-a .MuiChip-icon',
  '.css-a > .MuiChip-icon:not(.other)',
  '.css-grid >*',
  '.MuiTypography-root:where(.css-b .MuiListItemText-primary)',
  'td, th',
  'div',
  'button.MuiButton-root',
  'dialog:not([open])',
  'span::before',
  '[data-x] + p',
  'ul li.item ~ li',
  'svg|a',
  '.esc\\.aped',
  '[title="a b"]',
  '[dir="ltr" i]',
  '[popover]:not(:popover-open)',
  'table[rules="none" i] > tr > td',
  '[lang|="en"]',
  'p[data-x^="1"], li:not([hidden])',
  '[xlink|href]',
  '.a >',
];

function page() {
  document.body.innerHTML = `
    <div class="css-a"><span class="MuiChip-icon">x</span></div>
    <div class="css-grid" dir="ltr" lang="en-GB"><p data-x="1">p</p><p>q</p></div>
    <table rules="none"><tr><td>r</td></tr></table>
    <button class="css-1x2y-MuiButton-root MuiButton-root Mui-disabled">b</button>
    <table><tbody><tr><td>1</td><th>2</th></tr></tbody></table>
    <dialog></dialog>
    <ul><li class="item">a</li><li>b</li></ul>
    <span class="MuiTypography-root MuiListItemText-primary">t</span>`;
  return [document.body, ...Array.from(document.body.querySelectorAll('*'))];
}

describe('the quick answer for CSS rules in web tests', () => {
  it('never says no where the selector engine says yes', () => {
    for (const selector of SELECTORS) {
      const needs = selectorNeeds(selector);
      for (const element of page()) {
        if (needs !== null && !mayMatch(needs, element)) {
          expect(
            element.matches(selector),
            `${selector} on <${element.localName} class="${element.className}">`,
          ).toBe(false);
        }
      }
    }
  });

  it('says no for an element without the class or of another tag', () => {
    const [, chipBox] = page();
    expect(mayMatch(selectorNeeds('.css-1x2y-MuiButton-root:hover') ?? [], chipBox as Element)).toBe(false);
    expect(mayMatch(selectorNeeds('td, th') ?? [], chipBox as Element)).toBe(false);
    expect(mayMatch(selectorNeeds('[popover]') ?? [], chipBox as Element)).toBe(false);
    expect(selectorNeeds('svg|a')).toBeNull();
  });
});
