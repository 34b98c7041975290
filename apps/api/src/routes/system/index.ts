// The handlers of the system operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getAccountSettings } from './get-account-settings';
import { getCountries } from './get-countries';
import { getDomainRoutes } from './get-domain-routes';
import { getFirstPaint } from './get-first-paint';
import { getHelpCenter } from './get-help-center';
import { getRegisterSettings } from './get-register-settings';
import { getSystemStatus } from './get-system-status';
import { getWhitelabel } from './get-whitelabel';

export const systemHandlers = (deps: HandlerDeps) =>
  ({
    getSystemStatus: getSystemStatus(deps),
    getWhitelabel: getWhitelabel(deps),
    getRegisterSettings: getRegisterSettings(deps),
    getDomainRoutes: getDomainRoutes(deps),
    getHelpCenter: getHelpCenter(deps),
    getCountries: getCountries(deps),
    getFirstPaint: getFirstPaint(deps),
    getAccountSettings: getAccountSettings(deps),
  }) satisfies AreaHandlers;
