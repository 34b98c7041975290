// Punto banco with an infinite shoe: standard drawing rules, player pays 1:1, banker 0.95:1,
// tie 8:1 (a tie returns player and banker stakes).
import type { Rng } from './rng';

export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE';
export interface Card {
  rank: number; // 1..13
  suit: number; // 0..3
}
export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const value = (c: Card): number => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: Card[]): number => cards.reduce((s, c) => s + value(c), 0) % 10;
const draw = (rng: Rng): Card => ({ rank: rng(13) + 1, suit: rng(4) });

function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (!playerThird) return bankerTotal <= 5;
  const p = value(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return p !== 8;
  if (bankerTotal === 4) return p >= 2 && p <= 7;
  if (bankerTotal === 5) return p >= 4 && p <= 7;
  if (bankerTotal === 6) return p === 6 || p === 7;
  return false;
}

export function deal(rng: Rng): BaccaratOutcome {
  // Dealt alternately, as at the table: player, banker, player, banker.
  const p1 = draw(rng);
  const b1 = draw(rng);
  const player = [p1, draw(rng)];
  const banker = [b1, draw(rng)];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: Card | undefined;
    if (total(player) <= 5) {
      third = draw(rng);
      player.push(third);
    }
    if (bankerDraws(total(banker), third)) banker.push(draw(rng));
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratSide =
    playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Total returned (stake included) for `stake` on `side`. */
export function baccaratPayout(
  stake: bigint,
  side: BaccaratSide,
  outcome: BaccaratOutcome,
): bigint {
  if (outcome.winner === 'TIE') return side === 'TIE' ? stake * 9n : stake;
  if (side !== outcome.winner) return 0n;
  return side === 'PLAYER' ? stake * 2n : (stake * 195n) / 100n;
}
