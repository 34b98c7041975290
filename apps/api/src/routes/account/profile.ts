import { profileOf, updateProfile } from '../../domain/member-account';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { accountMember } from './member';

export const getMemberProfile =
  (deps: HandlerDeps): Handler<'getMemberProfile'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    return ok(await profileOf(deps.db, merchant, member));
  };

export const updateMemberProfile =
  (deps: HandlerDeps): Handler<'updateMemberProfile'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    return ok(await updateProfile(deps.db, merchant, member, request.body, deps.clock()));
  };
