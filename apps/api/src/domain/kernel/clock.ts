/** Epoch milliseconds. Injected so tests can move time (captcha expiry, rate-limit windows). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * A clock that development and tests can move (PUT /dev/clock): the base clock plus an
 * offset held in this process. Never built in production (dev endpoints off).
 */
export interface DevClock {
  clock: Clock;
  offset(): number;
  setOffset(ms: number): void;
}

export function createDevClock(base: Clock): DevClock {
  let offset = 0;
  return {
    clock: () => base() + offset,
    offset: () => offset,
    setOffset(ms) {
      offset = ms;
    },
  };
}
