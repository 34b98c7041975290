import { describe, expect, it } from 'vitest';
import { isConnectionLost, isRetryable, retryLostRaces } from './transactions';

const failing = (code: string, wrapped = false) => {
  const pgError = Object.assign(new Error(`sqlstate ${code}`), { code });
  return wrapped ? Object.assign(new Error('Failed query'), { cause: pgError }) : pgError;
};

describe('retryLostRaces', () => {
  it('runs a transaction that lost a deadlock or a serialization race again', async () => {
    let calls = 0;
    const result = await retryLostRaces(
      async () => {
        calls += 1;
        if (calls === 1) throw failing('40P01');
        if (calls === 2) throw failing('40001', true);
        return 'done';
      },
      { pauseMs: 1 },
    );
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded attempts, with the last failure as it was', async () => {
    let calls = 0;
    const error = failing('40P01');
    await expect(
      retryLostRaces(
        async () => {
          calls += 1;
          throw error;
        },
        { attempts: 4, pauseMs: 1 },
      ),
    ).rejects.toBe(error);
    expect(calls).toBe(4);
  });

  it('does not run again after any other failure', async () => {
    let calls = 0;
    await expect(
      retryLostRaces(async () => {
        calls += 1;
        throw failing('23505');
      }),
    ).rejects.toThrow('sqlstate 23505');
    expect(calls).toBe(1);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable(failing('40P01', true))).toBe(true);
  });
});

describe('isConnectionLost', () => {
  it('tells a lost database connection from any other failure', () => {
    expect(isConnectionLost(failing('57P01', true))).toBe(true);
    expect(isConnectionLost(failing('08006'))).toBe(true);
    expect(
      isConnectionLost(
        new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    expect(isConnectionLost(failing('40P01'))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
  });
});
