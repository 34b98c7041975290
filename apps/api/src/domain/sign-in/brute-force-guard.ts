// Brute-force protection of sign-in: it slows and challenges the attacker and never locks the
// owner out. Failures are counted per account name (whether or not it exists), per source IP,
// and per account name AND source together:
// - challenge: past a threshold of the account name's failures (from anywhere) or of the
//   source's failures (across names), the next attempt needs an image captcha;
// - delay: past a threshold of one source's failures on one account name, that source waits
//   a growing time (30 s doubling to 15 min) between attempts on that name. Other sources are
//   not delayed, so the owner, signing in from elsewhere with the right password and a solved
//   captcha, always gets in, however long the attack goes on.
// Attempts are counted before they are judged (see reserveAttempt), so a burst of parallel
// guesses gets no more tries than a sequence. Every answer depends only on the name typed and
// the source, so it never tells whether an account exists.
import type { Db } from '../../db/client';
import type { SecuritySettings } from '../merchants';
import { verifyCaptcha } from '../captcha';
import { bumpCounter, readCounter, reserveAttempt, resetCounter } from '../security';
import { AppError } from '../kernel';

const ACCOUNT_WINDOW_MS = 60 * 60_000;
const IP_WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

export interface LoginGuardInput {
  db: Db;
  merchantId: number;
  /** The account name or phone key as typed (normalised). */
  account: string;
  ip: string;
  security: SecuritySettings;
  now: number;
}

const name = (i: LoginGuardInput) => i.account.toLowerCase();
const accountKey = (i: LoginGuardInput) => `login:${i.merchantId}:a:${name(i)}`;
const ipKey = (i: LoginGuardInput) => `login:${i.merchantId}:ip:${i.ip}`;
const pairKey = (i: LoginGuardInput) => `login:${i.merchantId}:p:${name(i)}|${i.ip}`;

const locked = (until: number, now: number, captcha: boolean) =>
  new AppError(429, 'login.locked', 'Too many failed attempts, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    captcha,
  });

/**
 * Runs before the password is looked at: refuses a source still waiting on this account name,
 * demands (and checks) the image captcha once the failures call for one, then counts the
 * attempt against the source's allowance on this name.
 */
export async function guardLogin(
  input: LoginGuardInput,
  captcha: { id: string | undefined; answer: string | undefined },
): Promise<void> {
  const { db, security, now } = input;
  const [account, ip, pair] = await Promise.all([
    readCounter(db, accountKey(input), ACCOUNT_WINDOW_MS, now),
    readCounter(db, ipKey(input), IP_WINDOW_MS, now),
    readCounter(db, pairKey(input), ACCOUNT_WINDOW_MS, now),
  ]);
  const needCaptcha =
    account.count >= security.captchaAfterAccountFailures ||
    ip.count >= security.captchaAfterIpFailures;
  if (pair.blockedUntil) throw locked(pair.blockedUntil, now, needCaptcha);
  if (needCaptcha) {
    if (!captcha.answer?.trim()) {
      throw new AppError(400, 'captcha.required', 'Please enter the captcha code', {
        captcha: true,
      });
    }
    if (!(await verifyCaptcha(db, { id: input.merchantId }, captcha.id, captcha.answer, now))) {
      throw new AppError(400, 'captcha.invalid', 'Please Enter The Correct Captcha Code', {
        captcha: true,
      });
    }
  }
  const reserved = await reserveAttempt(db, pairKey(input), {
    windowMs: ACCOUNT_WINDOW_MS,
    threshold: security.delayAfterAccountFailures,
    firstMs: FIRST_DELAY_MS,
    maxMs: MAX_DELAY_MS,
    now,
  });
  if (!reserved.allowed) throw locked(reserved.blockedUntil ?? now, now, needCaptcha);
}

/** Counts a failure; returns what the next attempt needs (captcha, delay). */
export async function recordLoginFailure(
  input: LoginGuardInput,
): Promise<{ captcha: boolean; retryAfterSeconds?: number }> {
  const { db, security, now } = input;
  const [accountCount, ipCount, pair] = await Promise.all([
    bumpCounter(db, accountKey(input), ACCOUNT_WINDOW_MS, now),
    bumpCounter(db, ipKey(input), IP_WINDOW_MS, now),
    // The attempt itself was counted (and any delay set) when it was let through.
    readCounter(db, pairKey(input), ACCOUNT_WINDOW_MS, now),
  ]);
  const captcha =
    accountCount >= security.captchaAfterAccountFailures ||
    ipCount >= security.captchaAfterIpFailures;
  if (pair.blockedUntil) {
    return { captcha, retryAfterSeconds: Math.ceil((pair.blockedUntil - now) / 1000) };
  }
  return { captcha };
}

/** A successful sign-in clears the account name's failures and this source's on it. */
export async function clearLoginFailures(input: LoginGuardInput): Promise<void> {
  await Promise.all([
    resetCounter(input.db, accountKey(input)),
    resetCounter(input.db, pairKey(input)),
  ]);
}
