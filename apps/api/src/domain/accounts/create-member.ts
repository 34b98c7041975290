// Accounts created outright, without the registration rules: a trial (free play) account and,
// in development and tests, an account exactly as given.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import type { Member } from '../sessions';
import { AppError, notFound } from '../kernel';
import { isAgentType, TRIAL_TYPE } from './member-types';
import { hashPassword } from './password-hash';

/** A new trial account (type 4) with a random name and an unusable random password. */
export async function createTrialMember(db: Db, merchantId: number, now: number): Promise<Member> {
  const username = `trial${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const [member] = await db
    .insert(members)
    .values({
      merchantId,
      username,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      type: TRIAL_TYPE,
      nickname: null,
      createdAt: new Date(now),
      passwordChangedAt: new Date(now),
    })
    .returning();
  if (!member) throw new Error('trial member insert returned nothing');
  return member;
}

export interface DevMemberInput {
  username: string;
  password: string;
  type?: number;
  nickname?: string;
  email?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  payeeName?: string;
  totpSecret?: string;
  passwordAgeDays?: number;
  /** Username of an agent of the same merchant to register under. */
  upline?: string | undefined;
}

/** An account as given (a fixture factory for development and tests); answers its id. */
export async function createDevMember(
  db: Db,
  merchantId: number,
  b: DevMemberInput,
  now: number,
): Promise<number> {
  let parentId: number | null = null;
  if (b.upline !== undefined) {
    const [agent] = await db
      .select({ id: members.id, type: members.type })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, b.upline)));
    if (!agent || !isAgentType(agent.type)) throw notFound('No such agent');
    parentId = agent.id;
  }
  const [member] = await db
    .insert(members)
    .values({
      merchantId,
      parentId,
      username: b.username,
      passwordHash: await hashPassword(b.password),
      type: b.type ?? 0,
      nickname: b.nickname ?? null,
      email: b.email ?? null,
      dialingCode: b.mobileNum ? (b.countryDialingCode ?? null) : null,
      mobile: b.mobileNum ?? null,
      payeeName: b.payeeName ?? null,
      totpSecret: b.totpSecret ?? null,
      createdAt: new Date(now),
      passwordChangedAt: new Date(now - (b.passwordAgeDays ?? 0) * 24 * 60 * 60_000),
    })
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (!member) throw new AppError(400, 'exists.username.err', 'This username already exists');
  return member.id;
}
