import { ok } from '../../http/envelope';
import { isTrialType } from '../../domain/accounts';
import { unreadCount } from '../../domain/messages';
import { avatarUrlOf } from '../../domain/member-account';
import { referralEnabled } from '../../domain/referral';
import { availablePromoCount } from '../../domain/rewards';
import { maskMobile } from '../../domain/sign-in';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getMemberInfo =
  (deps: HandlerDeps): Handler<'getMemberInfo'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const trial = isTrialType(member.type);
    const [unread, promos, referral] = trial
      ? [0, 0, false]
      : await Promise.all([
          unreadCount(deps.db, member.id),
          availablePromoCount(deps.db, member.merchantId, member.id, deps.clock()),
          referralEnabled(deps.db, member.merchantId),
        ]);
    return ok({
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      regDate: member.createdAt.getTime(),
      mobile: maskMobile(member.mobile),
      unreadMessage: unread,
      availablePromoCount: promos,
      availablePromo: [{ type: 'REFERRAL', enabled: referral }],
      avatarUrl: avatarUrlOf(member),
      realityCheckMinutes: member.realityCheckMinutes,
    });
  };
