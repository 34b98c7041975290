// A secret answered while signed in (a Google Authenticator code, the payment password): every
// answer is counted per member and purpose before its verdict counts (reserveAttempt, so parallel
// guesses get no more tries), and from the fifth wrong one in an hour each blocks further tries
// for a growing time (30 s, doubling, at most 15 minutes). A right answer clears the count.
import type { Db } from '../../db/client';
import { AppError } from '../kernel';
import { readCounter, reserveAttempt, resetCounter } from './counters';

const WINDOW_MS = 60 * 60_000;
const THRESHOLD = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, 'too.many.requests', 'Too many wrong answers, please wait', {
    retryAfterSeconds,
  });

/**
 * Runs `check`; throws `wrong(attemptsLeft)` for a false answer, `blocked(retryAfterSeconds)`
 * (`too.many.requests` unless given) while blocked.
 */
export async function countedCheck(
  db: Db,
  key: string,
  now: number,
  check: () => boolean | Promise<boolean>,
  wrong: (attemptsLeft: number) => AppError,
  blocked: (retryAfterSeconds: number) => AppError = tooMany,
): Promise<void> {
  const locked = (until: number) => blocked(Math.max(1, Math.ceil((until - now) / 1000)));
  // Judged before it is counted, so that the slow part (a password hash) runs before the
  // counter's row is locked: inside a money transaction that lock lasts until the commit, and
  // would make the member's next check wait for this one's hash. The answer is only acted on
  // once the attempt is counted, so parallel guesses still get no more tries; a key already
  // blocked is refused without judging.
  const before = await readCounter(db, key, WINDOW_MS, now);
  if (before.blockedUntil) throw locked(before.blockedUntil);
  const right = await check();
  const attempt = await reserveAttempt(db, key, {
    windowMs: WINDOW_MS,
    threshold: THRESHOLD,
    firstMs: FIRST_DELAY_MS,
    maxMs: MAX_DELAY_MS,
    now,
  });
  if (!attempt.allowed) throw locked(attempt.blockedUntil ?? now);
  if (right) {
    await resetCounter(db, key);
    return;
  }
  if (attempt.blockedUntil) throw locked(attempt.blockedUntil);
  throw wrong(THRESHOLD - attempt.count);
}
