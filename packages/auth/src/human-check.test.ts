import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './human-check';

describe('solveAltcha', () => {
  it('finds the secret number and encodes the solution as base64 JSON', async () => {
    const salt = 'abc?expires=9999999999';
    const challenge = createHash('sha256').update(`${salt}137`).digest('hex');
    const solution = await solveAltcha({
      algorithm: 'SHA-256',
      challenge,
      maxnumber: 500,
      salt,
      signature: 'sig',
    });
    expect(JSON.parse(atob(solution))).toEqual({
      algorithm: 'SHA-256',
      challenge,
      maxnumber: 500,
      salt,
      signature: 'sig',
      number: 137,
    });
  });
});
