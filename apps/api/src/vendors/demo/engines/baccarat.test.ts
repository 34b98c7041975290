import { describe, expect, it } from 'vitest';
import { baccaratPayout, deal } from './baccarat';
import { scriptedRng } from './rng';

// Each card takes two draws: rank index (0-12 -> A..K) and suit.
const cards = (...ranks: number[]) => scriptedRng(ranks.flatMap((r) => [r - 1, 0]));

describe('baccarat', () => {
  it('stands on a natural', () => {
    const o = deal(cards(4, 10, 5, 9)); // player 4+5=9, banker 10+9=9
    expect(o.player).toHaveLength(2);
    expect(o.banker).toHaveLength(2);
    expect(o.winner).toBe('TIE');
  });

  it('draws a third card for the player on 0-5 and follows the banker table', () => {
    // player 2+3=5 draws; banker 10+3=3 draws unless the player's third is an 8
    const o = deal(cards(2, 10, 3, 3, 8, 4));
    expect(o.player).toHaveLength(3);
    expect(o.banker).toHaveLength(2);
    expect(o.playerTotal).toBe(3);
    expect(o.bankerTotal).toBe(3);
  });

  it('pays 1:1 on player, 0.95:1 on banker, 8:1 on tie and returns stakes on a tie', () => {
    const playerWins = {
      player: [],
      banker: [],
      playerTotal: 8,
      bankerTotal: 2,
      winner: 'PLAYER' as const,
    };
    const bankerWins = { ...playerWins, winner: 'BANKER' as const };
    const tie = { ...playerWins, winner: 'TIE' as const };
    expect(baccaratPayout(1000n, 'PLAYER', playerWins)).toBe(2000n);
    expect(baccaratPayout(1000n, 'BANKER', playerWins)).toBe(0n);
    expect(baccaratPayout(1000n, 'BANKER', bankerWins)).toBe(1950n);
    expect(baccaratPayout(1000n, 'TIE', tie)).toBe(9000n);
    expect(baccaratPayout(1000n, 'PLAYER', tie)).toBe(1000n);
  });
});
