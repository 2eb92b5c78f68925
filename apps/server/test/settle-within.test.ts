import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from '../src/lib/settle-within';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleWithin', () => {
  it('answers the promise when it settles in time, and leaves no timer behind', async () => {
    const answer = settleWithin(1000, Promise.resolve(3), null);
    await expect(answer).resolves.toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the fallback when the promise is late, and the promise still runs on', async () => {
    let finish: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const answer = settleWithin(1000, slow, 'for sent');
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('for sent');
    finish('kom til slutt');
    await expect(slow).resolves.toBe('kom til slutt');
  });

  it('passes a rejection on when it comes first', async () => {
    await expect(settleWithin(1000, Promise.reject(new Error('nei')), null)).rejects.toThrow('nei');
    expect(vi.getTimerCount()).toBe(0);
  });
});
