// A secret answered while signed in (the sign-in password confirming a change, a Google
// Authenticator code): wrong answers are counted per member and purpose, and from the fifth in
// an hour each one blocks further tries for a growing time (30 s, doubling, at most 15 minutes),
// as the payment password does. A right answer clears the count.
import type { Db } from '../../db/client';
import { AppError } from '../shared';
import { blockCounter, bumpCounter, readCounter, resetCounter } from './counters';

const WINDOW_MS = 60 * 60_000;
const THRESHOLD = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

const locked = (until: number, now: number) =>
  new AppError(429, 'too.many.requests', 'Too many wrong answers, please wait', {
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  });

/** Runs `check`; throws `wrong()` for a false answer, `too.many.requests` while blocked. */
export async function countedCheck(
  db: Db,
  key: string,
  now: number,
  check: () => boolean | Promise<boolean>,
  wrong: () => AppError,
): Promise<void> {
  const state = await readCounter(db, key, WINDOW_MS, now);
  if (state.blockedUntil) throw locked(state.blockedUntil, now);
  if (await check()) {
    if (state.count > 0) await resetCounter(db, key);
    return;
  }
  const failures = await bumpCounter(db, key, WINDOW_MS, now);
  if (failures >= THRESHOLD) {
    const until =
      now + Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - THRESHOLD, 20), MAX_DELAY_MS);
    await blockCounter(db, key, until);
    throw locked(until, now);
  }
  throw wrong();
}
