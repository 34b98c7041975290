// The last step of every sign-in: who may sign in where, IP verification, the remember
// token, the session (flagged when the password must change) and the LoginResult.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { AppError } from '../kernel';
import { challengeError, needsIpVerification, registerIp } from './ip-verification';
import { signIn } from './credentials';
import { isAgentType, isTrialType, rememberLanguage } from '../accounts';
import type { Merchant } from '../merchants';
import { refuseSignInOnBreak } from '../responsible-gaming';
import { isModuleOn } from '../site';
import { issueRememberToken, type Member, type SessionMethod } from '../sessions';

export type LoginResult = components['schemas']['LoginResult'];
export type LoginEntry = 'player' | 'agent';

export interface CompleteSignIn {
  db: Db;
  merchant: Merchant;
  member: Member;
  method: SessionMethod;
  ip: string;
  now: number;
  entry?: LoginEntry | undefined;
  rememberMe?: boolean | undefined;
  /** Reuse a remember token (sign-in by remember token) instead of issuing one. */
  rememberToken?: { id: number; token: string; expiresAt: number } | undefined;
  passwordExpired?: boolean;
  defaultPassword?: boolean;
  /** The IP was just verified (second step), or the method needs no IP check. */
  skipIpCheck?: boolean;
  /** The browser's user agent (the member's sign-in history). */
  userAgent?: string | undefined;
  /** The interface language of the request (the `Language` header), kept as the member's. */
  language?: string | null | undefined;
}

/** Agents only on the agent console; trial accounts never through a password or code. */
export function checkEntry(member: Member, entry: LoginEntry | undefined): void {
  if (entry === 'agent' && !isAgentType(member.type)) {
    throw new AppError(400, 'login.not.agent', 'Non-agents cannot log in');
  }
  if (entry !== 'agent' && isTrialType(member.type)) {
    throw new AppError(400, 'login.not.member', 'Non-member account unable to login');
  }
}

/**
 * The merchant requires the Google Authenticator code at sign-in (`googleAuthRequiredFor`
 * has `login`) and the member set it up: every sign-in by password, SMS code or social
 * account asks for it as a second step (the remember token of such a sign-in does not).
 */
function needsGoogleCode(merchant: Merchant, member: Member, method: SessionMethod): boolean {
  if (!member.totpSecret) return false;
  if (method !== 'password' && method !== 'sms' && method !== 'social') return false;
  return merchant.settings.account.googleAuthRequiredFor.includes('login');
}

/** Whether the member's password is past its age (forced expiry on). */
export async function isPasswordExpired(
  db: Db,
  merchant: Merchant,
  member: Member,
  now: number,
): Promise<boolean> {
  const maxAge = merchant.settings.account.passwordMaxAgeDays * 24 * 60 * 60_000;
  if (now - member.passwordChangedAt.getTime() < maxAge) return false;
  return isModuleOn(db, merchant.id, 'PWDEXPFORCECHANGE3');
}

export async function completeSignIn(input: CompleteSignIn): Promise<LoginResult> {
  const { db, member, now } = input;
  const passwordExpired = input.passwordExpired ?? false;
  const defaultPassword = input.defaultPassword ?? false;
  if (input.method !== 'freeplay' && input.method !== 'register') checkEntry(member, input.entry);
  // A member on a time-out or self-exclusion stays signed out, whatever the way in.
  await refuseSignInOnBreak(db, member.id, now);
  const checksIp = input.method === 'password' || input.method === 'sms';
  const needsIp =
    checksIp && !input.skipIpCheck && (await needsIpVerification(db, member, input.ip, now));
  const twoFactor = !input.skipIpCheck && needsGoogleCode(input.merchant, member, input.method);
  if (needsIp || twoFactor) {
    throw await challengeError(
      db,
      member,
      input.ip,
      {
        method: input.method === 'sms' || input.method === 'social' ? input.method : 'password',
        rememberMe: input.rememberMe === true,
        passwordExpired,
        defaultPassword,
        ...(twoFactor && { twoFactor: true }),
      },
      now,
    );
  }
  if (!checksIp || input.skipIpCheck) await registerIp(db, member.id, input.ip, now);
  const remember =
    input.rememberToken ?? (input.rememberMe ? await issueRememberToken(db, member, now) : null);
  const signed = await signIn(db, member, input.method, now, {
    mustChangePassword: passwordExpired || defaultPassword,
    rememberTokenId: remember?.id ?? null,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
  });
  await rememberLanguage(db, member, input.language);
  return {
    token: signed.token,
    firstTimeLogin: signed.firstTimeLogin,
    passwordExpired,
    defaultPassword,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    rememberToken: remember?.token ?? null,
    rememberExpiresAt: remember?.expiresAt ?? null,
  };
}
