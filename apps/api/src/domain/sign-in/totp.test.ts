import { describe, expect, it } from 'vitest';
import { base32Decode, totpAt, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), last six digits.
const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(base32Decode(SEED).toString()).toBe('12345678901234567890');
    expect(totpAt(SEED, 59_000)).toBe('287082');
    expect(totpAt(SEED, 1_111_111_109_000)).toBe('081804');
    expect(totpAt(SEED, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts one step of drift either way and nothing further', () => {
    const t = 1_111_111_109_000;
    expect(verifyTotp(SEED, totpAt(SEED, t - 30_000), t)).toBe(true);
    expect(verifyTotp(SEED, totpAt(SEED, t + 30_000), t)).toBe(true);
    expect(verifyTotp(SEED, totpAt(SEED, t - 90_000), t)).toBe(false);
  });
});
