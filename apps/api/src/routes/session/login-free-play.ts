import { randomBytes, randomInt } from 'node:crypto';
import { members } from '../../db/schema/members';
import { ok } from '../../http/envelope';
import { TRIAL_TYPE, hashPassword } from '../../domain/accounts';
import { requireModule } from '../../domain/site';
import { completeSignIn } from '../../domain/sign-in';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** A new trial account (type 4) with a random name and an unusable random password. */
export const loginFreePlay =
  ({ db, clock, humanCheck }: HandlerDeps): Handler<'loginFreePlay'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    await requireModule(db, merchant.id, 'FREEPLAY3');
    await humanCheck.verify(request.body.altcha, now);
    const username = `trial${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const [member] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: TRIAL_TYPE,
        nickname: null,
        createdAt: new Date(now),
        passwordChangedAt: new Date(now),
      })
      .returning();
    if (!member) throw new Error('trial member insert returned nothing');
    return ok(
      await completeSignIn({ db, merchant, member, method: 'freeplay', ip: request.ip, now }),
    );
  };
