// Remember-me: a 256-bit token (stored hashed) issued at sign-in when asked, valid for one
// day from then, revoked at sign-out of a session that carries it and when the password
// changes. Each use opens a new session; the browser never stores the password.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rememberTokens } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import { AppError } from '../kernel';
import type { Member } from './sessions';

export const REMEMBER_MS = 24 * 60 * 60_000;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface IssuedRememberToken {
  id: number;
  token: string;
  expiresAt: number;
}

export async function issueRememberToken(
  db: Db,
  member: Member,
  now: number,
): Promise<IssuedRememberToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + REMEMBER_MS;
  const [row] = await db
    .insert(rememberTokens)
    .values({
      merchantId: member.merchantId,
      memberId: member.id,
      tokenHash: hash(token),
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    })
    .returning({ id: rememberTokens.id });
  if (!row) throw new Error('remember token insert returned nothing');
  return { id: row.id, token, expiresAt };
}

/** The member and token row behind a live remember token, or `remember.invalid`. */
export async function redeemRememberToken(
  db: Db,
  merchantId: number,
  token: string,
  now: number,
): Promise<{ member: Member; id: number; expiresAt: number }> {
  const [row] = await db
    .select({ token: rememberTokens, member: members })
    .from(rememberTokens)
    .innerJoin(members, eq(members.id, rememberTokens.memberId))
    .where(
      and(eq(rememberTokens.tokenHash, hash(token)), eq(rememberTokens.merchantId, merchantId)),
    )
    .limit(1);
  if (!row || row.token.revokedAt || now >= row.token.expiresAt.getTime()) {
    throw new AppError(400, 'remember.invalid', 'Please log in again');
  }
  return { member: row.member, id: row.token.id, expiresAt: row.token.expiresAt.getTime() };
}

export async function revokeRememberToken(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(rememberTokens.id, id), isNull(rememberTokens.revokedAt)));
}

/** Revokes every remember token of a member, except `keep` (the caller's own) when given. */
export async function revokeMemberRememberTokens(
  db: Db,
  memberId: number,
  now: number,
  keep?: number | null,
): Promise<void> {
  const conditions = [eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)];
  if (keep != null) conditions.push(ne(rememberTokens.id, keep));
  await db
    .update(rememberTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(...conditions));
}
