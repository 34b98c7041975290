// The handlers of the session operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getAltchaChallenge } from './get-altcha-challenge';
import { getCaptcha } from './get-captcha';
import { getRsaKey } from './get-rsa-key';
import { login } from './login';
import { loginFreePlay } from './login-free-play';
import { loginRemembered } from './login-remembered';
import { loginSocial } from './login-social';
import { logout } from './logout';
import { sendLoginIpCode } from './send-login-ip-code';
import { verifyLoginIp } from './verify-login-ip';

export const sessionHandlers = (deps: HandlerDeps) =>
  ({
    getRsaKey: getRsaKey(deps),
    getCaptcha: getCaptcha(deps),
    login: login(deps),
    logout: logout(deps),
    verifyLoginIp: verifyLoginIp(deps),
    sendLoginIpCode: sendLoginIpCode(deps),
    loginFreePlay: loginFreePlay(deps),
    loginRemembered: loginRemembered(deps),
    loginSocial: loginSocial(deps),
    getAltchaChallenge: getAltchaChallenge(deps),
  }) satisfies AreaHandlers;
