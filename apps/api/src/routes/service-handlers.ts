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
import type { HandlerDeps, ServiceHandlers } from './types';

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
    ...gameHandlers(deps),
  };
}
