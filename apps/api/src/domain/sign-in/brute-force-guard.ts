// Brute-force protection of sign-in. Failures are counted per account name (whether or not
// it exists) and per IP. Past a threshold the next attempt needs an image captcha; past
// another, each failure of the account name blocks it for a growing time. Every answer
// depends only on the name typed and the IP, so it never tells whether an account exists.
import type { Db } from '../../db/client';
import type { SecuritySettings } from '../merchants';
import { verifyCaptcha } from '../captcha';
import { blockCounter, bumpCounter, readCounter, resetCounter } from '../security';
import { AppError } from '../shared';

export const ACCOUNT_WINDOW_MS = 60 * 60_000;
export const IP_WINDOW_MS = 15 * 60_000;
export const FIRST_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 15 * 60_000;

export interface LoginGuardInput {
  db: Db;
  merchantId: number;
  /** The account name or phone key as typed (normalised). */
  account: string;
  ip: string;
  security: SecuritySettings;
  now: number;
}

const accountKey = (i: LoginGuardInput) => `login:${i.merchantId}:a:${i.account.toLowerCase()}`;
const ipKey = (i: LoginGuardInput) => `login:${i.merchantId}:ip:${i.ip}`;

/** Growing delay: 30 s at the threshold, doubling with each further failure, 15 min at most. */
export function delayFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - threshold, 20), MAX_DELAY_MS);
}

const locked = (until: number, now: number, captcha: boolean) =>
  new AppError(429, 'login.locked', 'Too many failed attempts, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    captcha,
  });

/**
 * Runs before the password is looked at: refuses a blocked account name, and demands (and
 * checks) the image captcha once the failures call for one.
 */
export async function guardLogin(
  input: LoginGuardInput,
  captcha: { id: string | undefined; answer: string | undefined },
): Promise<void> {
  const { db, security, now } = input;
  const [account, ip] = await Promise.all([
    readCounter(db, accountKey(input), ACCOUNT_WINDOW_MS, now),
    readCounter(db, ipKey(input), IP_WINDOW_MS, now),
  ]);
  const needCaptcha =
    account.count >= security.captchaAfterAccountFailures ||
    ip.count >= security.captchaAfterIpFailures;
  if (account.blockedUntil) throw locked(account.blockedUntil, now, needCaptcha);
  if (!needCaptcha) return;
  if (!captcha.answer?.trim()) {
    throw new AppError(400, 'captcha.required', 'Please enter the captcha code', { captcha: true });
  }
  if (!(await verifyCaptcha(db, { id: input.merchantId }, captcha.id, captcha.answer, now))) {
    throw new AppError(400, 'captcha.invalid', 'Please Enter The Correct Captcha Code', {
      captcha: true,
    });
  }
}

/** Counts a failure; returns what the next attempt needs (captcha, delay). */
export async function recordLoginFailure(
  input: LoginGuardInput,
): Promise<{ captcha: boolean; retryAfterSeconds?: number }> {
  const { db, security, now } = input;
  const [accountCount, ipCount] = await Promise.all([
    bumpCounter(db, accountKey(input), ACCOUNT_WINDOW_MS, now),
    bumpCounter(db, ipKey(input), IP_WINDOW_MS, now),
  ]);
  const captcha =
    accountCount >= security.captchaAfterAccountFailures ||
    ipCount >= security.captchaAfterIpFailures;
  const delay = delayFor(accountCount, security.delayAfterAccountFailures);
  if (delay > 0) {
    await blockCounter(db, accountKey(input), now + delay);
    return { captcha, retryAfterSeconds: Math.ceil(delay / 1000) };
  }
  return { captcha };
}

/** A successful sign-in clears the account name's failures (not the IP's). */
export async function clearLoginFailures(input: LoginGuardInput): Promise<void> {
  await resetCounter(input.db, accountKey(input));
}
