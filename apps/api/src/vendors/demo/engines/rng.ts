// Randomness of the demo games: an integer in [0, n). Production uses node:crypto; tests pass
// a scripted sequence.
import { randomInt } from 'node:crypto';

export type Rng = (n: number) => number;

export const cryptoRng: Rng = (n) => randomInt(n);

/** Replays `values` (each taken modulo n), then repeats them; for tests. @internal */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return (n) => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return ((v % n) + n) % n;
  };
}
