import { describe, expect, it } from 'vitest';
import { maskName } from './leaderboard';

describe('maskName', () => {
  it('keeps the ends and hides the length', () => {
    expect(maskName('demoplayer')).toBe('de***er');
    expect(maskName('demoplayer2026')).toBe('de***26');
    expect(maskName('anna')).toBe('a***a');
    expect(maskName('jo')).toBe('j***');
    expect(maskName('')).toBe('***');
  });
});
