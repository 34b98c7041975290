import { flattenWhitelabel, type SystemStatus } from '@platform/api-client';

/**
 * The white-label switches the account screens follow, read from the site status (a module
 * is on when it and every module above it are on). The table of what each one changes is in
 * apps/api/README.md ("Module switches and site flags").
 */
export function siteFlagsOf(status: SystemStatus | undefined) {
  const m = flattenWhitelabel(status?.info.whitelabel ?? []);
  return {
    captcha: m.CAPTCHA3 === true,
    /** The username registration tab (USERNAMEREG3 under REG3). */
    usernameRegister: m.REG3 !== false && m.USERNAMEREG3 !== false,
    mobileRegister: m.MOBILENUMREG3 === true,
    mobilePassword: m.MOBILENUMPASSREG3 === true,
    registerSms: m.REGMOBVERF3 === true,
    codeLogin: m.MOBILEVERCODELOGIN3 === true,
    resetBySms: m.CHNGPASSVERIF3 === true,
    freePlay: m.FREEPLAY3 === true,
    affiliate: m.AFFMAN3 === true,
    /** Whether mobile numbers carry the dialling-code picker (LOGINCOUNTRYCODE3). */
    countryCode: m.LOGINCOUNTRYCODE3 !== false,
    siteName: status?.info.siteName ?? '',
    register: status?.info.register ?? {},
    countryHint: status?.location.countryCode ?? null,
    mainDomain: status?.info.mainDomain ?? '',
  };
}

export type SiteFlags = ReturnType<typeof siteFlagsOf>;
