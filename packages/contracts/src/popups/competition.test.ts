import { describe, expect, it } from 'vitest';
import { competingPopups, popupsCompete } from './competition';
import { comparePopupPriority, type PopupRule, targetingSpecificity, winningPopup } from './rule-engine';

const popup = (id: number, groups: PopupRule[][], audience: 'everyone' | 'flow' = 'everyone') => ({
  id,
  settings: { rules: { groups }, audience },
});
const delay = (seconds: number): PopupRule => ({ kind: 'delay', seconds });
const page = (match: 'exact' | 'starts_with' | 'contains', value: string): PopupRule => ({
  kind: 'page',
  match,
  value,
});
const device = (value: 'mobile' | 'desktop' | 'tablet'): PopupRule => ({ kind: 'device', device: value });

describe('which popup shows when several are eligible at once', () => {
  it('the more specific targeting wins, then the newest', () => {
    const everyone = popup(1, [[delay(5)]]);
    const shoes = popup(2, [[page('starts_with', '/sko'), delay(5)]]);
    const shoesOnPhones = popup(3, [[page('starts_with', '/sko'), device('mobile')], [delay(1)]]);
    expect(targetingSpecificity(everyone)).toBe(0);
    expect(targetingSpecificity(shoes)).toBe(1);
    expect(targetingSpecificity(shoesOnPhones)).toBe(2);
    expect(targetingSpecificity(popup(4, [], 'flow'))).toBe(1);
    expect(winningPopup([everyone, shoesOnPhones, shoes])?.id).toBe(3);
    // Equally specific: the newest.
    expect(winningPopup([popup(7, [[delay(5)]]), popup(9, []), popup(8, [])])?.id).toBe(9);
    expect(comparePopupPriority(shoes, everyone)).toBeLessThan(0);
    expect(winningPopup([])).toBeUndefined();
  });
});

describe('popups that compete for the same visitors', () => {
  it('compete with the same trigger and targeting that may meet', () => {
    expect(popupsCompete(popup(1, [[delay(5)]]), popup(2, [[delay(10), page('contains', 'sko')]]))).toBe(
      true,
    );
    expect(popupsCompete(popup(1, []), popup(2, [[device('mobile')]]))).toBe(true);
    expect(
      popupsCompete(popup(1, [[page('exact', '/sko/')]]), popup(2, [[page('starts_with', '/sko')]])),
    ).toBe(true);
  });

  it('do not compete at another moment, on other devices or pages, for other visitors or days', () => {
    expect(popupsCompete(popup(1, [[delay(5)]]), popup(2, [[{ kind: 'exit_intent' }]]))).toBe(false);
    expect(popupsCompete(popup(1, [[device('mobile')]]), popup(2, [[device('desktop')]]))).toBe(false);
    expect(popupsCompete(popup(1, [[page('exact', '/')]]), popup(2, [[page('exact', '/sko')]]))).toBe(false);
    expect(
      popupsCompete(popup(1, [[page('exact', '/vesker')]]), popup(2, [[page('starts_with', '/sko')]])),
    ).toBe(false);
    expect(
      popupsCompete(
        popup(1, [[{ kind: 'visitor', visitor: 'new' }]]),
        popup(2, [[{ kind: 'visitor', visitor: 'returning' }]]),
      ),
    ).toBe(false);
    const days = (from: string, to: string): PopupRule => ({ kind: 'schedule', from, to });
    expect(
      popupsCompete(
        popup(1, [[days('2026-12-01', '2026-12-10')]]),
        popup(2, [[days('2026-12-11', '2026-12-24')]]),
      ),
    ).toBe(false);
    expect(
      popupsCompete(
        popup(1, [[days('2026-12-01', '2026-12-11')]]),
        popup(2, [[days('2026-12-11', '2026-12-24')]]),
      ),
    ).toBe(true);
    const cart = (at_least: number | null, below: number | null): PopupRule => ({
      kind: 'cart_value',
      at_least,
      below,
    });
    expect(popupsCompete(popup(1, [[cart(null, 500)]]), popup(2, [[cart(500, null)]]))).toBe(false);
    expect(popupsCompete(popup(1, [[cart(null, 501)]]), popup(2, [[cart(500, null)]]))).toBe(true);
  });

  it('lists each competing pair once, the winner first', () => {
    const welcome = popup(1, [[delay(5)]]);
    const christmas = popup(2, [[delay(5), { kind: 'schedule', from: '2026-12-01', to: '2026-12-24' }]]);
    const exit = popup(3, [[{ kind: 'exit_intent' }]]);
    expect(competingPopups([welcome, christmas, exit])).toEqual([{ winner: christmas, loser: welcome }]);
  });
});
