import { members } from '../../db/schema/members';
import { ok } from '../../http/envelope';
import { AppError } from '../../domain/shared';
import { registerIp } from '../../domain/sign-in';
import { hashPassword } from '../../domain/accounts';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Creates an account as given (a fixture factory for development and tests). */
export const postDevMember =
  ({ db, clock }: HandlerDeps): Handler<'postDevMember'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const b = request.body;
    const [member] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
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
    for (const ip of b.knownIps ?? []) await registerIp(db, member.id, ip, now);
    return ok({ id: member.id, username: b.username });
  };
