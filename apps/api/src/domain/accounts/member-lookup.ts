// Finding a member of a merchant by account name or by mobile number.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import type { Member } from '../sessions';

/**
 * The member with this account name, in any letter case: names are unique per merchant
 * regardless of case (migration 0011, index members_merchant_username_lower_uq).
 */
export async function findMember(
  db: Db,
  merchantId: number,
  username: string,
): Promise<Member | null> {
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`),
    )
    .limit(1);
  return member ?? null;
}

export async function findMemberByPhone(
  db: Db,
  merchantId: number,
  dialingCode: string,
  mobile: string,
): Promise<Member | null> {
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.dialingCode, dialingCode),
        eq(members.mobile, mobile),
      ),
    )
    .limit(1);
  return member ?? null;
}
