import { describe, expect, it } from 'vitest';
import { closeTimeOf, LOTTERY_LOCK_MS, lotteryPayout, openDraw, pastDraws, wins } from './lottery';

const at = (h: number, m: number, s = 0) => Date.UTC(2026, 10, 21, h, m, s);

describe('lottery draws', () => {
  it('numbers draws by UTC day and index, and reads the close time back', () => {
    const draw = openDraw(at(12, 0, 10), 60);
    expect(draw).toEqual({ numero: '20261121-0721', openTime: at(12, 0), closeTime: at(12, 1) });
    expect(closeTimeOf(draw.numero, 60)).toBe(draw.closeTime);
    const midnight = openDraw(at(23, 59, 30), 60);
    expect(midnight.numero).toBe('20261121-1440');
    expect(closeTimeOf(midnight.numero, 60)).toBe(Date.UTC(2026, 10, 22));
  });

  it('sends bets in the last seconds to the next draw', () => {
    expect(openDraw(at(12, 1) - LOTTERY_LOCK_MS - 1, 60).closeTime).toBe(at(12, 1));
    expect(openDraw(at(12, 1) - LOTTERY_LOCK_MS, 60).closeTime).toBe(at(12, 2));
  });

  it('lists past draws latest first', () => {
    const past = pastDraws(at(12, 0, 10), 180, 2);
    expect(past.map((d) => d.closeTime)).toEqual([at(12, 0), at(11, 57)]);
  });

  it('settles big/small, odd/even and the last digit', () => {
    expect(wins('BIG', [9, 5, 0])).toBe(true);
    expect(wins('SMALL', [9, 4, 0])).toBe(true);
    expect(wins('ODD', [1, 0, 0])).toBe(true);
    expect(wins('EVEN', [1, 0, 0])).toBe(false);
    expect(wins('D7', [0, 0, 7])).toBe(true);
    expect(lotteryPayout(1000n, 'BIG', [9, 9, 9])).toBe(1950n);
    expect(lotteryPayout(1000n, 'D7', [0, 0, 7])).toBe(9500n);
    expect(lotteryPayout(1000n, 'D6', [0, 0, 7])).toBe(0n);
  });
});
