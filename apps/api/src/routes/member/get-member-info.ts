import { ok } from '../../domain/envelope';
import { maskMobile } from '../../domain/login';
import { requireSession } from '../../plugins/session';
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
    });
  };
