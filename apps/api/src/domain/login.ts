// Password sign-in. A wrong username and a wrong password are indistinguishable: same
// error, and an unknown username still pays for one scrypt so timing tells nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { AppError } from './errors';
import { hashPassword, verifyPassword } from './password';
import { type Member, openSession, type SessionMethod } from './sessions';

export const credentialsError = () =>
  new AppError(400, 'login.cred.err', 'Username or password is incorrect');

let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export async function findMember(db: Db, merchantId: number, username: string): Promise<Member | null> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    .limit(1);
  return member ?? null;
}

/** The member whose password this is, or the credentials error. */
export async function checkPassword(
  db: Db,
  merchantId: number,
  username: string,
  password: string,
): Promise<Member> {
  const member = await findMember(db, merchantId, username.trim());
  if (!member) {
    await verifyPassword(password, await dummy());
    throw credentialsError();
  }
  if (!(await verifyPassword(password, member.passwordHash))) throw credentialsError();
  return member;
}

export interface SignedIn {
  token: string;
  firstTimeLogin: boolean;
  member: Member;
}

/** Opens a session and records the sign-in; `firstTimeLogin` is true only the first time. */
export async function signIn(db: Db, member: Member, method: SessionMethod, now: number): Promise<SignedIn> {
  const token = await openSession(db, member, method, now);
  const firstTimeLogin = member.lastLoginAt === null;
  await db.update(members).set({ lastLoginAt: new Date(now) }).where(eq(members.id, member.id));
  return { token, firstTimeLogin, member };
}

/** Shows the last four digits only. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '*'.repeat(mobile.length) : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}
