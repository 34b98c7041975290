// The account password that redeeming and converting points ask for (upstream wraps these
// calls in a password check). Wrong answers are counted per member like sign-in failures:
// from the fifth in an hour each one blocks further tries for a growing time (30 s,
// doubling, at most 15 minutes).
import type { Db } from '../../db/client';
import { verifyPassword } from '../accounts';
import { blockCounter, bumpCounter, readCounter, resetCounter } from '../security';
import { AppError } from '../kernel';

const WINDOW_MS = 60 * 60_000;
const THRESHOLD = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

export async function checkAccountPassword(
  db: Db,
  member: { id: number; passwordHash: string },
  password: string,
  now: number,
): Promise<void> {
  const key = `pointpw:${member.id}`;
  const state = await readCounter(db, key, WINDOW_MS, now);
  const locked = (until: number) =>
    new AppError(429, 'point.password.locked', 'Too many wrong passwords', {
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    });
  if (state.blockedUntil) throw locked(state.blockedUntil);
  if (password !== '' && (await verifyPassword(password, member.passwordHash))) {
    if (state.count > 0) await resetCounter(db, key);
    return;
  }
  const failures = await bumpCounter(db, key, WINDOW_MS, now);
  if (failures >= THRESHOLD) {
    const until =
      now + Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - THRESHOLD, 20), MAX_DELAY_MS);
    await blockCounter(db, key, until);
    throw locked(until);
  }
  throw new AppError(400, 'point.password.invalid', 'The password is wrong', {
    attemptsLeft: THRESHOLD - failures,
  });
}
