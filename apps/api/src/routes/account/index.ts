// The handlers of the member's own account (security centre) and responsible gaming, keyed by
// operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getAvatarImage, getMemberAvatar, setMemberAvatar } from './avatar';
import { getMemberProfile, updateMemberProfile } from './profile';
import {
  getPlayLimits,
  getRealityCheck,
  setPlayLimits,
  setRealityCheck,
  startPlayBreak,
} from './responsible-gaming';
import {
  bindEmail,
  bindMobile,
  confirmGoogleAuth,
  disableGoogleAuth,
  getLoginHistory,
  getSecurityCenter,
  logoutOtherSessions,
  sendBindEmailCode,
  sendBindSmsCode,
  startGoogleAuthSetup,
} from './security';

export const accountHandlers = (deps: HandlerDeps) =>
  ({
    getMemberProfile: getMemberProfile(deps),
    updateMemberProfile: updateMemberProfile(deps),
    getMemberAvatar: getMemberAvatar(deps),
    setMemberAvatar: setMemberAvatar(deps),
    getAvatarImage: getAvatarImage(deps),
    getSecurityCenter: getSecurityCenter(deps),
    sendBindSmsCode: sendBindSmsCode(deps),
    sendBindEmailCode: sendBindEmailCode(deps),
    bindMobile: bindMobile(deps),
    bindEmail: bindEmail(deps),
    startGoogleAuthSetup: startGoogleAuthSetup(deps),
    confirmGoogleAuth: confirmGoogleAuth(deps),
    disableGoogleAuth: disableGoogleAuth(deps),
    getLoginHistory: getLoginHistory(deps),
    logoutOtherSessions: logoutOtherSessions(deps),
    getPlayLimits: getPlayLimits(deps),
    setPlayLimits: setPlayLimits(deps),
    getRealityCheck: getRealityCheck(deps),
    setRealityCheck: setRealityCheck(deps),
    startPlayBreak: startPlayBreak(deps),
  }) satisfies AreaHandlers;
