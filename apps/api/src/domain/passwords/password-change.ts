// Changing and resetting passwords. A new password must satisfy the merchant's password
// rule and may not be the weak default or the current one. Setting it revokes the member's
// other sessions and remember tokens.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { matchesRule } from '@platform/rules';
import type { Db } from '../../db/client';
import { temporaryPasswords } from '../../db/schema/accounts';
import { members, outboxMessages } from '../../db/schema/members';
import { reserveAttempt, resetCounter } from '../security';
import {
  channelFailing,
  deliverQueued,
  deliveryFailed,
  type DeliveryProviders,
  newMessageState,
  throttleSend,
} from '../verification';
import { AppError } from '../kernel';
import type { Merchant } from '../merchants';
import { hashPassword, verifyPassword } from '../accounts';
import { loadRegisterRules } from '../site';
import { type Member, revokeMemberRememberTokens, revokeMemberSessions } from '../sessions';
import { platformText } from '../texts';

export const TEMPORARY_PASSWORD_TTL_MS = 30 * 60_000;

const OLD_PASSWORD_WINDOW_MS = 60 * 60_000;
const OLD_PASSWORD_THRESHOLD = 5;

/**
 * The old password of a change, limited like sign-in: every answer is counted per member
 * before it is judged; from the fifth wrong one in an hour each blocks further tries for a
 * growing time (30 s doubling to 15 min, `login.locked`), so a session holder cannot guess
 * the password behind it. The right one clears the count.
 */
export async function verifyOldPassword(
  db: Db,
  member: Member,
  oldPassword: string | undefined,
  now: number,
): Promise<void> {
  const key = `pwchange:${member.id}`;
  const locked = (until: number) =>
    new AppError(429, 'login.locked', 'Too many failed attempts, please try again later', {
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    });
  const attempt = await reserveAttempt(db, key, {
    windowMs: OLD_PASSWORD_WINDOW_MS,
    threshold: OLD_PASSWORD_THRESHOLD,
    firstMs: 30_000,
    maxMs: 15 * 60_000,
    now,
  });
  if (!attempt.allowed) throw locked(attempt.blockedUntil ?? now);
  if (oldPassword && (await verifyPassword(oldPassword, member.passwordHash))) {
    await resetCounter(db, key);
    return;
  }
  if (attempt.blockedUntil) throw locked(attempt.blockedUntil);
  throw new AppError(400, 'password.old.invalid', 'The old password is incorrect');
}

const ruleError = (message: string) => new AppError(400, 'password.rule.err', message);

export async function checkNewPassword(
  db: Db,
  merchant: Merchant,
  member: Member | null,
  newPassword: string,
  confirm: string | undefined,
): Promise<void> {
  if (confirm !== undefined && confirm !== newPassword) {
    throw new AppError(400, 'password.confirm.err', 'Incorrect confirmation input');
  }
  const rule = (await loadRegisterRules(db, merchant.id)).password;
  if (rule && !matchesRule(newPassword, rule))
    throw ruleError('The new password does not match the password rule');
  if (newPassword === merchant.settings.account.weakPassword)
    throw ruleError('Please choose a password other than the default one');
  if (member && (await verifyPassword(newPassword, member.passwordHash))) {
    throw ruleError('The new password must differ from the current one');
  }
}

/** Stores the new password and ends every other session and remember token. */
export async function setPassword(
  db: Db,
  member: Member,
  newPassword: string,
  now: number,
  keepSession?: number,
): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date(now) })
    .where(eq(members.id, member.id));
  await revokeMemberSessions(db, member.id, now, keepSession);
  await revokeMemberRememberTokens(db, member.id, now);
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Ten characters with an upper-case letter, a lower-case letter and a digit. */
export function temporaryPassword(): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join(
      '',
    );
    if (/[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p)) return p;
  }
}

/**
 * Forgot password by e-mail. Throttled per account name whether or not it exists; when the
 * name and address belong to one account a temporary password is e-mailed. The caller
 * answers the same in every case, and the work is the same too, so the time does not tell:
 * a temporary password is made and hashed every time, and one statement stores it and queues
 * the mail only when the account matches. The mail then goes to the e-mail provider at once;
 * when the provider refuses it (or, without a matching account, when the provider's last
 * attempt failed) the answer is `delivery.failed`, never "sent".
 */
export async function emailTemporaryPassword(
  db: Db,
  delivery: DeliveryProviders,
  merchant: Merchant,
  username: string,
  email: string,
  ip: string,
  language: string,
  now: number,
): Promise<void> {
  const name = username.trim();
  await throttleSend(
    db,
    merchant.id,
    `reset:${name.toLowerCase()}`,
    ip,
    merchant.settings.account.security,
    now,
  );
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const subject = platformText(language, 'password_reset.subject', { merchant: merchant.name });
  const body = platformText(language, 'password_reset.body', { password });
  const state = newMessageState(delivery.email, now);
  const queued = await db.execute<{ id: number | string; recipient: string }>(sql`
    with m as (
      select ${members.id} as id, ${members.email} as email from ${members}
      where ${members.merchantId} = ${merchant.id}
        and lower(${members.username}) = lower(${name})
        and ${members.email} is not null
        and lower(${members.email}) = lower(${email.trim()})
      limit 1
    ), t as (
      insert into ${temporaryPasswords} (member_id, password_hash, created_at, expires_at)
      select id, ${hash}, ${new Date(now).toISOString()}::timestamptz,
        ${new Date(now + TEMPORARY_PASSWORD_TTL_MS).toISOString()}::timestamptz from m
      returning member_id
    )
    insert into ${outboxMessages}
      (merchant_id, channel, recipient, subject, body, status, next_attempt_at)
    select ${merchant.id}, 'email', m.email, ${subject}, ${body}, ${state.status},
      ${state.nextAttemptAt?.toISOString() ?? null}::timestamptz
    from m join t on t.member_id = m.id
    returning id, recipient`);
  const [mail] = queued.rows;
  if (!mail) {
    if (await channelFailing(db, delivery, 'email')) throw deliveryFailed();
    return;
  }
  await deliverQueued(
    db,
    delivery.email,
    { id: Number(mail.id), to: mail.recipient, subject, body },
    now,
  );
}
