import { afterEach, describe, expect, it } from 'vitest';

// setup.ts has already put the cache in place for every web test; these check it never answers stale.
describe('computed styles kept between changes in web tests', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function page() {
    document.head.innerHTML = '<style>.gone { display: none }</style>';
    document.body.innerHTML = '<div id="box">x</div><input id="check" type="checkbox">';
    return document.getElementById('box') as HTMLElement;
  }

  it('answers the same style again while nothing changed', () => {
    const box = page();
    expect(window.getComputedStyle(box)).toBe(window.getComputedStyle(box));
  });

  it('sees a class and a style attribute at once, without waiting for a microtask', () => {
    const box = page();
    expect(window.getComputedStyle(box).display).toBe('block');
    box.classList.add('gone');
    expect(window.getComputedStyle(box).display).toBe('none');
    box.classList.remove('gone');
    box.style.visibility = 'hidden';
    expect(window.getComputedStyle(box).visibility).toBe('hidden');
    box.removeAttribute('style');
    expect(window.getComputedStyle(box).visibility).toBe('visible');
  });

  // jsdom itself does not apply a rule inserted through the CSSOM nor match :checked, so what is checked is
  // that the kept style is let go: the next answer is jsdom's own again.
  it('computes afresh after a rule is inserted or deleted through the CSSOM', () => {
    const box = page();
    const sheet = document.styleSheets[0] as CSSStyleSheet;
    const before = window.getComputedStyle(box);
    sheet.insertRule('#box { visibility: hidden }');
    const afterInsert = window.getComputedStyle(box);
    expect(afterInsert).not.toBe(before);
    sheet.deleteRule(0);
    expect(window.getComputedStyle(box)).not.toBe(afterInsert);
  });

  it('sees the text of a style sheet change', () => {
    const box = page();
    expect(window.getComputedStyle(box).display).toBe('block');
    (document.querySelector('style') as HTMLStyleElement).textContent = '#box { display: none }';
    expect(window.getComputedStyle(box).display).toBe('none');
  });

  it('computes afresh after a change no attribute shows (a box checked by a click, focus)', () => {
    page();
    const check = document.getElementById('check') as HTMLInputElement;
    const before = window.getComputedStyle(check);
    check.click();
    const afterClick = window.getComputedStyle(check);
    expect(afterClick).not.toBe(before);
    check.focus();
    expect(window.getComputedStyle(check)).not.toBe(afterClick);
  });
});
