import { ok } from '../../http/envelope';
import { isTrialType } from '../../domain/accounts';
import { unreadCount } from '../../domain/messages';
import { avatarUrlOf } from '../../domain/member-account';
import { maskMobile } from '../../domain/sign-in';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getMemberInfo =
  (deps: HandlerDeps): Handler<'getMemberInfo'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    return ok({
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      regDate: member.createdAt.getTime(),
      mobile: maskMobile(member.mobile),
      unreadMessage: isTrialType(member.type) ? 0 : await unreadCount(deps.db, member.id),
      avatarUrl: avatarUrlOf(member),
      realityCheckMinutes: member.realityCheckMinutes,
    });
  };
