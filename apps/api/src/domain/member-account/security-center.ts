// What secures the member's account, at a glance: bound contacts (masked), Google
// Authenticator and where the merchant requires it, the payment password, the last password
// change.
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { paymentPasswords } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import type { Merchant } from '../merchants';
import { maskEmail, maskMobile } from '../sign-in';

type SecurityCenterWire = components['schemas']['SecurityCenter'];

export async function securityCenterOf(
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<SecurityCenterWire> {
  const [row] = await db
    .select({ member: members, paymentPassword: paymentPasswords.memberId })
    .from(members)
    .leftJoin(paymentPasswords, eq(paymentPasswords.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`member ${memberId} vanished`);
  const { member } = row;
  return {
    account: member.username,
    mobile: maskMobile(member.mobile),
    countryDialingCode: member.mobile ? member.dialingCode : null,
    email: maskEmail(member.email),
    googleAuth: member.totpSecret !== null,
    googleAuthRequiredFor: merchant.settings.account.googleAuthRequiredFor,
    paymentPassword: row.paymentPassword !== null,
    passwordChangedAt: member.passwordChangedAt.getTime(),
  };
}
