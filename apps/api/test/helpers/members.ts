// Test members: created in the database, optionally funded through the ledger, with a
// session token (as a sign-in would issue).
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { members } from '../../src/db/schema/members';
import { merchants } from '../../src/db/schema/merchants';
import { houseAccount, memberAccount, post, toMinor } from '../../src/domain/kernel';
import { type Member, openSession } from '../../src/domain/sessions';

export interface TestMember {
  member: Member;
  token: string;
}

export async function createMember(
  db: Db,
  username: string,
  options: { type?: number; fund?: string; now?: number; parentId?: number } = {},
): Promise<TestMember> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('seed the demo merchant first');
  const [member] = await db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username,
      passwordHash: 'x',
      type: options.type ?? 0,
      parentId: options.parentId ?? null,
    })
    .returning();
  if (!member) throw new Error('member not created');
  const now = options.now ?? Date.now();
  if (options.fund) {
    const amount = toMinor(options.fund);
    await db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchant.id, member.id, merchant.currency);
      const house = await houseAccount(tx, merchant.id, merchant.currency);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'funding',
        idempotencyKey: `test-funding:${username}`,
        legs: [
          { accountId: house, amount: -amount, kind: 'house' },
          { accountId: account.id, amount, kind: 'member' },
        ],
        now,
      });
    });
  }
  return { member, token: await openSession(db, member, 'password', now) };
}

/** The session token of a seeded demo account, without going through the encrypted login. */
export async function signInAs(db: Db, username: string, now = Date.now()): Promise<TestMember> {
  const [member] = await db.select().from(members).where(eq(members.username, username));
  if (!member) throw new Error(`no member ${username}`);
  return { member, token: await openSession(db, member, 'password', now) };
}
