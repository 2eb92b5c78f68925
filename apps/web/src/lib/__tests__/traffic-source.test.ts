import { describe, expect, it } from 'vitest';
import { knownTrafficSource } from '../traffic-source';

describe('traffic source names', () => {
  it.each([
    ['newsletter', 'Nyhetsbrev'],
    ['email', 'E-post'],
    ['google', 'Google'],
    ['Facebook', 'Facebook'],
    [' tiktok ', 'TikTok'],
    ['twitter', 'X (Twitter)'],
  ])('names the known source %j as %j', (raw, label) => {
    expect(knownTrafficSource(raw)).toBe(label);
  });

  it.each(['', 'partnerbutikk.no', 'vinterkampanje', 'constructor'])(
    'leaves %j to the caller, who shows it as given',
    (raw) => {
      expect(knownTrafficSource(raw)).toBeNull();
    },
  );
});
