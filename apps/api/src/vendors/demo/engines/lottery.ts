// Periodic lottery: every `interval` seconds a draw of three digits (0-9). Bets: BIG (sum 14
// to 27) or SMALL (0 to 13), ODD or EVEN sum, each paying 1.95; D0-D9, the last digit,
// paying 9.5. A draw is numbered by its UTC day and its index in that day:
// 20261121-0736 is the 736th draw of 21 November 2026 for its interval.
import type { Rng } from './rng';

export type LotteryPick =
  'BIG' | 'SMALL' | 'ODD' | 'EVEN' | `D${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

const DAY_MS = 24 * 60 * 60_000;
/** Bets stop this long before a draw; later bets go to the next one. */
export const LOTTERY_LOCK_MS = 3_000;

export interface Draw {
  numero: string;
  openTime: number;
  closeTime: number;
}

function numeroOf(closeTime: number, intervalMs: number): string {
  const day = Math.floor((closeTime - 1) / DAY_MS) * DAY_MS;
  const d = new Date(day);
  const date = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${date}-${String(Math.round((closeTime - day) / intervalMs)).padStart(4, '0')}`;
}

/** The draw that takes bets at `now`. */
export function openDraw(now: number, intervalSeconds: number): Draw {
  const interval = intervalSeconds * 1000;
  const closeTime = (Math.floor((now + LOTTERY_LOCK_MS) / interval) + 1) * interval;
  return { numero: numeroOf(closeTime, interval), openTime: closeTime - interval, closeTime };
}

/** The draws that closed before `now`, latest first. */
export function pastDraws(now: number, intervalSeconds: number, count: number): Draw[] {
  const interval = intervalSeconds * 1000;
  const lastClose = Math.floor(now / interval) * interval;
  return Array.from({ length: count }, (_, i) => {
    const closeTime = lastClose - i * interval;
    return { numero: numeroOf(closeTime, interval), openTime: closeTime - interval, closeTime };
  });
}

/** Close time of a numero (inverse of the numbering). */
export function closeTimeOf(numero: string, intervalSeconds: number): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4,})$/.exec(numero);
  if (!m) return null;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return day + Number(m[4]) * intervalSeconds * 1000;
}

export const drawNumbers = (rng: Rng): number[] => [rng(10), rng(10), rng(10)];

export function wins(pick: LotteryPick, numbers: readonly number[]): boolean {
  const sum = numbers.reduce((s, n) => s + n, 0);
  switch (pick) {
    case 'BIG':
      return sum >= 14;
    case 'SMALL':
      return sum <= 13;
    case 'ODD':
      return sum % 2 === 1;
    case 'EVEN':
      return sum % 2 === 0;
    default:
      return numbers[numbers.length - 1] === Number(pick.slice(1));
  }
}

export function lotteryPayout(
  stake: bigint,
  pick: LotteryPick,
  numbers: readonly number[],
): bigint {
  if (!wins(pick, numbers)) return 0n;
  return pick.startsWith('D') ? (stake * 95n) / 10n : (stake * 195n) / 100n;
}
