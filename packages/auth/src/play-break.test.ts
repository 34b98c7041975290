import { ApiError } from '@platform/api-client';
import { createI18n } from '@platform/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { notePlayBreak, notePlayBreakOf, onPlayBreak, playBreakMessage } from './play-break';

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

describe('play break refusal', async () => {
  const i18n = await createI18n({ language: 'EN', namespaces: ['common', 'errors', 'auth'] });
  const t = i18n.t.bind(i18n);
  const refusal = (value: unknown) =>
    playBreakMessage(
      new ApiError({ kind: 'api', errorCode: 'login.play.break', value }),
      t,
      'Asia/Shanghai',
    );

  it("says how long a time-out or self-exclusion keeps a member out, in the merchant's zone", () => {
    const until = Date.UTC(2026, 11, 1, 18, 30);
    expect(refusal({ kind: 'timeout', until })).toBe(
      'Your account is on a time-out until \u20662026-12-02 02:30:00 GMT+08:00\u2069. You can sign in again after that.',
    );
    expect(refusal({ kind: 'exclusion', until })).toMatch(
      /^Your account is self-excluded until \u20662026-12-02 02:30:00 GMT\+08:00\u2069/,
    );
    expect(refusal({ kind: 'exclusion', until: null })).toBe(
      'Your account is closed by self-exclusion.',
    );
  });

  it('leaves other errors to the site mapping', () => {
    expect(
      playBreakMessage(new ApiError({ kind: 'api', errorCode: 'login.cred.err' }), t, undefined),
    ).toBeNull();
  });
});
