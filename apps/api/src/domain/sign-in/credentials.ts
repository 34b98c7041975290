// Password sign-in. A wrong username and a wrong password are indistinguishable: same
// error, and an unknown username still pays for one scrypt so timing tells nothing.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { temporaryPasswords } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import { AppError } from '../kernel';
import { findMember, hashPassword, verifyPassword } from '../accounts';
import { type Member, openSession, type OpenSessionOptions, type SessionMethod } from '../sessions';

export const credentialsError = () =>
  new AppError(400, 'login.cred.err', 'Username or password is incorrect');

let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export interface CheckedPassword {
  member: Member;
  /** Signed in with an e-mailed temporary password (now used up): a change is due. */
  temporary: boolean;
}

/** A live temporary password of the member matching `password`, consumed; else false. */
async function useTemporaryPassword(
  db: Db,
  member: Member,
  password: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .select()
    .from(temporaryPasswords)
    .where(
      and(
        eq(temporaryPasswords.memberId, member.id),
        isNull(temporaryPasswords.usedAt),
        gt(temporaryPasswords.expiresAt, new Date(now)),
      ),
    );
  for (const row of rows) {
    if (await verifyPassword(password, row.passwordHash)) {
      const used = await db
        .update(temporaryPasswords)
        .set({ usedAt: new Date(now) })
        .where(and(eq(temporaryPasswords.id, row.id), isNull(temporaryPasswords.usedAt)))
        .returning({ id: temporaryPasswords.id });
      return used.length > 0;
    }
  }
  return false;
}

/** The member whose password (or temporary password) this is, or the credentials error. */
export async function checkPassword(
  db: Db,
  merchantId: number,
  username: string,
  password: string,
  now: number = Date.now(),
): Promise<CheckedPassword> {
  const member = await findMember(db, merchantId, username.trim());
  if (!member) {
    await verifyPassword(password, await dummy());
    throw credentialsError();
  }
  if (await verifyPassword(password, member.passwordHash)) return { member, temporary: false };
  if (await useTemporaryPassword(db, member, password, now)) return { member, temporary: true };
  throw credentialsError();
}

export interface SignedIn {
  token: string;
  firstTimeLogin: boolean;
  member: Member;
}

/** Opens a session and records the sign-in; `firstTimeLogin` is true only the first time. */
export async function signIn(
  db: Db,
  member: Member,
  method: SessionMethod,
  now: number,
  options: OpenSessionOptions = {},
): Promise<SignedIn> {
  const token = await openSession(db, member, method, now, options);
  const firstTimeLogin = member.lastLoginAt === null;
  await db
    .update(members)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(members.id, member.id));
  return { token, firstTimeLogin, member };
}

/** Shows the last four digits only. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4
    ? '*'.repeat(mobile.length)
    : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

/** `ab***@example.com`: the first two characters of the local part. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
