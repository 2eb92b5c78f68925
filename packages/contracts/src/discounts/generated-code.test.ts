import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  checkCharacter,
  codeFromBytes,
  editDistanceWithin,
  GENERATED_CODE_LENGTH,
  generatedCodeRepairs,
  hasValidCheck,
} from './generated-code';
import { discountCodeKey, orderDiscountCodes, splitOrderDiscountCodes } from './schemas';

const bytes = (seed: number) => Uint8Array.from({ length: 10 }, (_, i) => (seed * 31 + i * 17) % 256);

describe('generated codes', () => {
  it('use only symbols without look-alikes and carry a valid check character', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    for (let seed = 0; seed < 50; seed++) {
      const code = codeFromBytes(bytes(seed));
      expect(code).toHaveLength(GENERATED_CODE_LENGTH);
      expect(hasValidCheck(code)).toBe(true);
    }
  });

  it('recognise every single wrong symbol and every swap of two different neighbours', () => {
    const code = codeFromBytes(bytes(7));
    for (let i = 0; i < code.length; i++) {
      for (const symbol of CODE_ALPHABET) {
        if (symbol === code[i]) continue;
        expect(hasValidCheck(code.slice(0, i) + symbol + code.slice(i + 1))).toBe(false);
      }
    }
    for (let i = 0; i + 1 < code.length; i++) {
      if (code[i] === code[i + 1]) continue;
      expect(hasValidCheck(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2))).toBe(false);
    }
  });

  it('repair a mistyped code back to candidates that include the real one', () => {
    const code = codeFromBytes(bytes(3));
    const wrong = `${code.slice(0, 4)}${code[4] === 'A' ? 'B' : 'A'}${code.slice(5)}`;
    expect(generatedCodeRepairs(wrong)).toContain(code);
    expect(generatedCodeRepairs(code.slice(0, 6) + code.slice(7))).toContain(code);
    expect(generatedCodeRepairs(code.toLowerCase())).not.toContain(code.toLowerCase());
    expect(checkCharacter('2345')).toMatch(/^[2-9A-Z]$/);
  });
});

describe('edit distance', () => {
  it('counts one wrong, missing or extra character, or a swap, as one', () => {
    expect(editDistanceWithin('SOMMER20', 'SOMER20', 1)).toBe(1);
    expect(editDistanceWithin('SOMMER20', 'SOMMER21', 1)).toBe(1);
    expect(editDistanceWithin('SOMMER20', 'SOMMRE20', 1)).toBe(1);
    expect(editDistanceWithin('SOMMER20', 'VINTER20', 1)).toBe(2);
    expect(editDistanceWithin('A', 'ABC', 1)).toBe(2);
  });
});

describe('codes on orders', () => {
  it('are compared trimmed and in upper case, each once, and round-trip through the stored column', () => {
    expect(discountCodeKey(' sommer20 ')).toBe('SOMMER20');
    expect(discountCodeKey('høst')).toBe('HØST');
    const codes = orderDiscountCodes('Vår10', ['VÅR10', ' frakt ', '']);
    expect(codes).toEqual(['Vår10', 'frakt']);
    expect(splitOrderDiscountCodes(codes.join(', '))).toEqual(codes);
    expect(splitOrderDiscountCodes(null)).toEqual([]);
  });
});
