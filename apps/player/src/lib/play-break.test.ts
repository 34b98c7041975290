import { ApiError } from '@platform/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { notePlayBreak, notePlayBreakOf, onPlayBreak } from './play-break';

afterEach(() => localStorage.clear());

describe('play break memory', () => {
  it('lasts until the break ends, then forgets it', () => {
    notePlayBreak(2_000);
    expect(onPlayBreak(1_999)).toBe(true);
    expect(onPlayBreak(2_000)).toBe(false);
    expect(localStorage.getItem('playBreakUntil')).toBeNull();
  });

  it('keeps a permanent exclusion', () => {
    notePlayBreak(null);
    expect(onPlayBreak(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('learns a break from a refused sign-in, and nothing from other errors', () => {
    notePlayBreakOf(new ApiError({ kind: 'api', errorCode: 'login.cred.err', message: 'x' }));
    expect(onPlayBreak(0)).toBe(false);
    notePlayBreakOf(
      new ApiError({
        kind: 'api',
        errorCode: 'login.play.break',
        message: 'x',
        value: { kind: 'timeout', until: 5_000 },
      }),
    );
    expect(onPlayBreak(4_000)).toBe(true);
  });
});
