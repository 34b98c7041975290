import {
  bindEmail as bindEmailAddress,
  bindMobile as bindMobileNumber,
  confirmGoogleAuth as confirm,
  disableGoogleAuth as disable,
  loginHistory,
  securityCenterOf,
  sendBindEmailCode as sendEmailCode,
  sendBindSmsCode as sendSmsCode,
  signOutOtherSessions,
  startGoogleAuthSetup as startSetup,
} from '../../domain/member-account';
import { ok } from '../../http/envelope';
import { pageInput } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';
import { accountMember } from './member';

export const getSecurityCenter =
  (deps: HandlerDeps): Handler<'getSecurityCenter'> =>
  async (request, reply) => {
    const { member, merchant } = await accountMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await securityCenterOf(deps.db, merchant, member.id));
  };

export const sendBindSmsCode =
  (deps: HandlerDeps): Handler<'sendBindSmsCode'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    return ok(
      await sendSmsCode(
        deps.db,
        deps.delivery,
        merchant,
        member,
        request.body,
        request.ip,
        deps.clock(),
      ),
    );
  };

export const sendBindEmailCode =
  (deps: HandlerDeps): Handler<'sendBindEmailCode'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    return ok(
      await sendEmailCode(
        deps.db,
        deps.delivery,
        merchant,
        member,
        request.body,
        request.ip,
        deps.clock(),
      ),
    );
  };

export const bindMobile =
  (deps: HandlerDeps): Handler<'bindMobile'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    await bindMobileNumber(deps.db, merchant, member, request.body, deps.clock());
    return ok(await securityCenterOf(deps.db, merchant, member.id));
  };

export const bindEmail =
  (deps: HandlerDeps): Handler<'bindEmail'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    await bindEmailAddress(deps.db, merchant, member, request.body, deps.clock());
    return ok(await securityCenterOf(deps.db, merchant, member.id));
  };

export const startGoogleAuthSetup =
  (deps: HandlerDeps): Handler<'startGoogleAuthSetup'> =>
  async (request, reply) => {
    const { member, merchant } = await accountMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await startSetup(deps.db, merchant, member, deps.clock()));
  };

export const confirmGoogleAuth =
  (deps: HandlerDeps): Handler<'confirmGoogleAuth'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    await confirm(deps.db, member, request.body.code, deps.clock());
    return ok(await securityCenterOf(deps.db, merchant, member.id));
  };

export const disableGoogleAuth =
  (deps: HandlerDeps): Handler<'disableGoogleAuth'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    await disable(deps.db, member, request.body.code, deps.clock());
    return ok(await securityCenterOf(deps.db, merchant, member.id));
  };

export const getLoginHistory =
  (deps: HandlerDeps): Handler<'getLoginHistory'> =>
  async (request) => {
    const { session } = await accountMember(request, deps);
    const paging = pageInput(request.query);
    return ok(await loginHistory(deps.db, session, paging, deps.clock()));
  };

export const logoutOtherSessions =
  (deps: HandlerDeps): Handler<'logoutOtherSessions'> =>
  async (request) => {
    const { session } = await accountMember(request, deps);
    return ok({ signedOut: await signOutOtherSessions(deps.db, session, deps.clock()) });
  };
