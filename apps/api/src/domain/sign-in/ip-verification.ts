// Sign-in from an unregistered IP (LOGINIPVERF3): the first step answers
// `login_verify_required` with a ticket and the methods the member can use (SMS code,
// e-mail code, bank account name, Google Authenticator); the second step answers one of
// them and gets the token. A member's first sign-in registers its IP (trust on first use).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChallengeContext, loginChallenges, memberIps } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import {
  consumeCode,
  type DeliveryProviders,
  issueCode,
  throttleSend,
  sendEmail,
  sendSms,
} from '../verification';
import { AppError } from '../kernel';
import { maskEmail, maskMobile } from './credentials';
import type { Merchant } from '../merchants';
import { isModuleOn } from '../site';
import type { Member } from '../sessions';
import { verifyTotp } from './totp';
import { platformText } from '../texts';

export const CHALLENGE_TTL_MS = 10 * 60_000;
export const MAX_CHALLENGE_ATTEMPTS = 5;

export type VerifyMethod = 'sms' | 'email' | 'bank' | 'google';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const invalid = () =>
  new AppError(400, 'login.verify.invalid', 'The verification failed, please log in again');

export function methodsOf(member: Member): VerifyMethod[] {
  const methods: VerifyMethod[] = [];
  if (member.mobile && member.dialingCode) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('bank');
  if (member.totpSecret) methods.push('google');
  return methods;
}

export async function registerIp(db: Db, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insert(memberIps)
    .values({ memberId, ip, firstSeenAt: new Date(now) })
    .onConflictDoNothing();
}

/** True when this sign-in must be verified; registers the IP when it need not be. */
export async function needsIpVerification(
  db: Db,
  member: Member,
  ip: string,
  now: number,
): Promise<boolean> {
  if (!(await isModuleOn(db, member.merchantId, 'LOGINIPVERF3'))) return false;
  const known = await db
    .select({ ip: memberIps.ip })
    .from(memberIps)
    .where(eq(memberIps.memberId, member.id));
  if (known.some((k) => k.ip === ip)) return false;
  if (known.length === 0 || methodsOf(member).length === 0) {
    await registerIp(db, member.id, ip, now);
    return false;
  }
  return true;
}

/** Opens a challenge and returns the `login_verify_required` error carrying it. */
export async function challengeError(
  db: Db,
  member: Member,
  ip: string,
  context: ChallengeContext,
  now: number,
): Promise<AppError> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(loginChallenges).values({
    merchantId: member.merchantId,
    memberId: member.id,
    ticketHash: hash(ticket),
    ip,
    context,
    createdAt: new Date(now),
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  if (context.twoFactor) {
    return new AppError(
      400,
      'login_verify_required',
      'Please enter the code of your authenticator app',
      { ticket, methods: ['google'], mobile: null, email: null, reason: 'two_factor' },
    );
  }
  return new AppError(
    400,
    'login_verify_required',
    'Please verify this sign-in from a new location',
    {
      ticket,
      methods: methodsOf(member),
      mobile: maskMobile(member.mobile),
      email: maskEmail(member.email),
      reason: 'ip',
    },
  );
}

interface OpenChallenge {
  id: number;
  member: Member;
  context: ChallengeContext;
  attempts: number;
}

async function openChallenge(
  db: Db,
  merchantId: number,
  ticket: string,
  ip: string,
  now: number,
): Promise<OpenChallenge> {
  const [row] = await db
    .select({ challenge: loginChallenges, member: members })
    .from(loginChallenges)
    .innerJoin(members, eq(members.id, loginChallenges.memberId))
    .where(
      and(eq(loginChallenges.ticketHash, hash(ticket)), eq(loginChallenges.merchantId, merchantId)),
    )
    .limit(1);
  const c = row?.challenge;
  if (
    !row ||
    !c ||
    c.usedAt ||
    c.ip !== ip ||
    now >= c.expiresAt.getTime() ||
    c.attempts >= MAX_CHALLENGE_ATTEMPTS
  ) {
    throw invalid();
  }
  return { id: c.id, member: row.member, context: c.context, attempts: c.attempts };
}

const codeRecipient = (challengeId: number, method: string) => `ticket:${challengeId}:${method}`;

/** Sends the SMS or e-mail code of a challenge. */
export async function sendChallengeCode(
  db: Db,
  delivery: DeliveryProviders,
  merchant: Merchant,
  ticket: string,
  method: 'sms' | 'email',
  ip: string,
  language: string,
  now: number,
): Promise<{ expiredMinutes: number }> {
  const challenge = await openChallenge(db, merchant.id, ticket, ip, now);
  const { member } = challenge;
  if (challenge.context.twoFactor || !methodsOf(member).includes(method)) throw invalid();
  const { smsExpiredMinutes: minutes, security } = merchant.settings.account;
  const to = method === 'sms' ? `${member.dialingCode}-${member.mobile}` : (member.email ?? '');
  await throttleSend(db, merchant.id, to, ip, security, now);
  const code = await issueCode(
    db,
    merchant.id,
    'ip',
    codeRecipient(challenge.id, method),
    minutes,
    now,
  );
  const values = { merchant: merchant.name, code, count: minutes };
  const text = platformText(language, 'sign_in_check.body', values);
  if (method === 'sms') {
    await sendSms(
      db,
      delivery,
      { merchantId: merchant.id, to: `+${member.dialingCode}${member.mobile}`, body: text },
      now,
    );
  } else {
    await sendEmail(
      db,
      delivery,
      {
        merchantId: merchant.id,
        to,
        subject: platformText(language, 'sign_in_check.subject', values),
        body: text,
      },
      now,
    );
  }
  return { expiredMinutes: minutes };
}

const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Checks the answer; on success the ticket is used up and the IP registered. */
export async function answerChallenge(
  db: Db,
  merchantId: number,
  ticket: string,
  method: VerifyMethod,
  answer: string,
  ip: string,
  now: number,
): Promise<{ member: Member; context: ChallengeContext }> {
  const challenge = await openChallenge(db, merchantId, ticket, ip, now);
  const { member } = challenge;
  if (!methodsOf(member).includes(method)) throw invalid();
  if (challenge.context.twoFactor && method !== 'google') throw invalid();
  const fail = async (error: AppError = invalid()) => {
    await db
      .update(loginChallenges)
      .set({ attempts: challenge.attempts + 1 })
      .where(eq(loginChallenges.id, challenge.id));
    return error;
  };
  if (method === 'sms' || method === 'email') {
    try {
      await consumeCode(db, merchantId, 'ip', codeRecipient(challenge.id, method), answer, now);
    } catch (error) {
      throw await fail(error instanceof AppError ? error : invalid());
    }
  } else if (method === 'bank') {
    if (normaliseName(answer) !== normaliseName(member.payeeName ?? '')) throw await fail();
  } else if (!member.totpSecret || !verifyTotp(member.totpSecret, answer, now)) {
    throw await fail();
  }
  const used = await db
    .update(loginChallenges)
    .set({ usedAt: new Date(now) })
    .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (used.length === 0) throw invalid();
  await registerIp(db, member.id, ip, now);
  return { member, context: challenge.context };
}
