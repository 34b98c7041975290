// Finding a member of a merchant by account name or by mobile number.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import type { Member } from '../sessions';

export async function findMember(
  db: Db,
  merchantId: number,
  username: string,
): Promise<Member | null> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
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
