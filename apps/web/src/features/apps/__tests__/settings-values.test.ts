import { describe, expect, it } from 'vitest';
import {
  kronerToOre,
  oreToKroner,
  reviewFormValues,
  reviewSettingsFrom,
} from '../components/settings-values';

describe('kroner and øre', () => {
  it('reads kroner as typed, without float rounding', () => {
    expect(kronerToOre('499')).toBe(49_900);
    expect(kronerToOre('499,5')).toBe(49_950);
    expect(kronerToOre('0.29')).toBe(29);
    expect(kronerToOre('1 000,05')).toBe(100_005);
    expect(kronerToOre('')).toBe(0);
    expect(kronerToOre('4,999')).toBeNull();
    expect(kronerToOre('-5')).toBeNull();
    expect(kronerToOre('fem')).toBeNull();
  });

  it('shows øre as kroner and back', () => {
    expect(oreToKroner(49_900)).toBe('499');
    expect(oreToKroner(49_905)).toBe('499,05');
    expect(oreToKroner(0)).toBe('0');
    const values = reviewFormValues({ delay_days: 3, min_total_ore: 12_345, review_of: 'products' });
    expect(values).toEqual({ delay_days: 3, min_total_kr: '123,45', review_of: 'products' });
    expect(reviewSettingsFrom(values)).toEqual({
      delay_days: 3,
      min_total_ore: 12_345,
      review_of: 'products',
    });
  });
});
