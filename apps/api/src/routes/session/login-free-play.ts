import { signedIn } from '../signed-in';
import { createTrialMember } from '../../domain/accounts';
import { requireModule } from '../../domain/site';
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
    const member = await createTrialMember(db, merchant.id, now);
    return signedIn(request, {
      db,
      merchant,
      member,
      method: 'freeplay',
      now,
    });
  };
