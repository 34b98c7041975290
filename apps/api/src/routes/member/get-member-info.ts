import { ok } from '../../http/envelope';
import { isTrialType } from '../../domain/accounts';
import { unreadCount } from '../../domain/messages';
import { avatarUrlOf } from '../../domain/member-account';
import { vipBadge } from '../../domain/loyalty';
import { referralEnabled } from '../../domain/referral';
import { availablePromoCount } from '../../domain/rewards';
import { isModuleSwitchedOff } from '../../domain/site';
import { maskMobile } from '../../domain/sign-in';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

const NO_VIP = { hasVip: false, vipRankLevel: 0, vipLabelName: null };

export const getMemberInfo =
  (deps: HandlerDeps): Handler<'getMemberInfo'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const trial = isTrialType(member.type);
    const merchant = requireMerchant(request);
    const now = deps.clock();
    const [unread, promos, vip, referral] = trial
      ? [0, 0, NO_VIP, false]
      : await Promise.all([
          unreadCount(deps.db, member.id, now),
          availablePromoCount(deps.db, member.merchantId, member.id, now),
          isModuleSwitchedOff(deps.db, merchant.id, 'PLAYERRANK3').then((off) =>
            off
              ? NO_VIP
              : vipBadge(deps.db, {
                  merchant,
                  memberId: member.id,
                  lang: requestLanguage(request),
                  now,
                }),
          ),
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
      ...vip,
      availablePromo: [{ type: 'REFERRAL', enabled: referral }],
      avatarUrl: avatarUrlOf(member),
      realityCheckMinutes: member.realityCheckMinutes,
    });
  };
