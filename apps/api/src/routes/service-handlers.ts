// Every operationId of the document mapped to its handler; the type requires all of them.
import { getDevOutbox } from './dev/get-dev-outbox';
import { patchDevMerchantSettings } from './dev/patch-dev-merchant-settings';
import { postDevEcho } from './dev/post-dev-echo';
import { gameHandlers } from './games';
import { getHealth } from './ops/get-health';
import { getMemberInfo } from './member/get-member-info';
import { getCaptcha } from './session/get-captcha';
import { getRsaKey } from './session/get-rsa-key';
import { login } from './session/login';
import { logout } from './session/logout';
import { getCountries } from './system/get-countries';
import { getDomainRoutes } from './system/get-domain-routes';
import { getHelpCenter } from './system/get-help-center';
import { getRegisterSettings } from './system/get-register-settings';
import { getSystemStatus } from './system/get-system-status';
import { getWhitelabel } from './system/get-whitelabel';
import { checkAffiliate } from './agent/check-affiliate';
import { getDevOauthAuthorize } from './dev/get-dev-oauth-authorize';
import { postDevOauthAuthorize } from './dev/post-dev-oauth-authorize';
import { postDevMember } from './dev/post-dev-member';
import { putDevClock } from './dev/put-dev-clock';
import { changePassword } from './member/change-password';
import { registerMember, registerMobileMember } from './member/register-member';
import { resetPasswordByEmail } from './member/reset-password-by-email';
import { resetPasswordByPhone } from './member/reset-password-by-phone';
import { sendResetSmsCode } from './member/send-reset-sms-code';
import { getAltchaChallenge } from './session/get-altcha-challenge';
import { loginFreePlay } from './session/login-free-play';
import { loginRemembered } from './session/login-remembered';
import { loginSocial } from './session/login-social';
import { sendLoginIpCode } from './session/send-login-ip-code';
import { verifyLoginIp } from './session/verify-login-ip';
import { getAccountSettings } from './system/get-account-settings';
import { sendLoginSmsCode } from './verification/send-login-sms-code';
import { sendRegisterSmsCode } from './verification/send-register-sms-code';
import type { HandlerDeps, ServiceHandlers } from './types';
import { createContentHandlers } from './content/content-handlers';

export function createServiceHandlers(deps: HandlerDeps): ServiceHandlers {
  return {
    getSystemStatus: getSystemStatus(deps),
    getWhitelabel: getWhitelabel(deps),
    getRegisterSettings: getRegisterSettings(deps),
    getDomainRoutes: getDomainRoutes(deps),
    getHelpCenter: getHelpCenter(deps),
    getCountries: getCountries(deps),
    getRsaKey: getRsaKey(deps),
    getCaptcha: getCaptcha(deps),
    login: login(deps),
    logout: logout(deps),
    getMemberInfo: getMemberInfo(deps),
    getHealth: getHealth(deps),
    getDevOutbox: getDevOutbox(deps),
    patchDevMerchantSettings: patchDevMerchantSettings(deps),
    postDevEcho: postDevEcho(deps),
    // Accounts (issue 3)
    verifyLoginIp: verifyLoginIp(deps),
    sendLoginIpCode: sendLoginIpCode(deps),
    loginFreePlay: loginFreePlay(deps),
    loginRemembered: loginRemembered(deps),
    loginSocial: loginSocial(deps),
    getAltchaChallenge: getAltchaChallenge(deps),
    getAccountSettings: getAccountSettings(deps),
    sendLoginSmsCode: sendLoginSmsCode(deps),
    sendRegisterSmsCode: sendRegisterSmsCode(deps),
    registerMember: registerMember(deps),
    registerMobileMember: registerMobileMember(deps),
    changePassword: changePassword(deps),
    resetPasswordByEmail: resetPasswordByEmail(deps),
    sendResetSmsCode: sendResetSmsCode(deps),
    resetPasswordByPhone: resetPasswordByPhone(deps),
    checkAffiliate: checkAffiliate(deps),
    putDevClock: putDevClock(deps),
    postDevMember: postDevMember(deps),
    getDevOauthAuthorize: getDevOauthAuthorize(deps),
    postDevOauthAuthorize: postDevOauthAuthorize(deps),
    ...createContentHandlers(deps),
    ...gameHandlers(deps),
  };
}
