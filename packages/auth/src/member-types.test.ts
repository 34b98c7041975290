import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType, memberKind } from './member-types';

describe('member types', () => {
  it('recognises agent types 1, 2, 41 and 42 only', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect([0, 3, 4, 40, 43, null, undefined].some(isAgentType)).toBe(false);
  });

  it('recognises the trial type 4 and classifies everything else as a player', () => {
    expect(isTrialType(4)).toBe(true);
    expect(memberKind(4)).toBe('trial');
    expect(memberKind(41)).toBe('agent');
    expect(memberKind(0)).toBe('player');
    expect(memberKind(undefined)).toBe('player');
  });
});
