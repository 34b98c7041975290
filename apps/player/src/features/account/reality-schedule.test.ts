import { afterEach, describe, expect, it } from 'vitest';
import { answeredReminder, answerReminder, nextReminder } from './reality-schedule';

afterEach(() => sessionStorage.clear());

describe('session reminder schedule', () => {
  it('is due every interval after sign-in, skipping the ones answered', () => {
    expect(nextReminder(1_000, 30, 0)).toEqual({ index: 1, dueAt: 1_000 + 30 * 60_000 });
    expect(nextReminder(1_000, 30, 2)).toEqual({ index: 3, dueAt: 1_000 + 90 * 60_000 });
  });

  it('remembers answers per session start', () => {
    answerReminder(5_000, 2);
    expect(answeredReminder(5_000)).toBe(2);
    expect(answeredReminder(6_000)).toBe(0);
  });
});
