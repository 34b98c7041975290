// Account settings of a merchant (merchants.settings.account): minimum age, the weak
// default password, password expiry, SMS code lifetime, the sign-in and SMS protection
// thresholds and the social sign-in providers. Missing values take the defaults below.

export interface SecuritySettings {
  /** Failed sign-ins of one account name (in the window) after which a captcha is required. */
  captchaAfterAccountFailures: number;
  /** Failed sign-ins from one IP (in the window) after which a captcha is required. */
  captchaAfterIpFailures: number;
  /** Failed sign-ins of one account name after which each further failure adds a delay. */
  delayAfterAccountFailures: number;
  /** SMS codes to one number per window before it is blocked for five minutes. */
  smsPerNumber: number;
  /** SMS codes from one IP per window before it is blocked for five minutes. */
  smsPerIp: number;
  /** Proof-of-work difficulty of the human check. */
  humanCheckMaxNumber: number;
  /** Password sign-in (username path) must carry a solved human check. */
  loginHumanCheck: boolean;
}

export interface SocialProviderSetting {
  provider: string;
  name: string;
  /** `test`: the local test provider of this API; `oauth2`: a real OAuth 2 / OIDC provider. */
  kind: 'test' | 'oauth2';
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export interface AccountSettings {
  minAge: number;
  /** The configured weak default password ({secret}); signing in with it forces a change. */
  weakPassword: string | null;
  /** Password age after which a change is forced (when PWDEXPFORCECHANGE3 is on). */
  passwordMaxAgeDays: number;
  smsExpiredMinutes: number;
  security: SecuritySettings;
  socialProviders: SocialProviderSetting[];
}

export const DEFAULT_SECURITY: SecuritySettings = {
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 20,
  delayAfterAccountFailures: 5,
  smsPerNumber: 3,
  smsPerIp: 20,
  humanCheckMaxNumber: 50_000,
  loginHumanCheck: false,
};

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  minAge: 18,
  weakPassword: 'Aa123456',
  passwordMaxAgeDays: 90,
  smsExpiredMinutes: 5,
  security: DEFAULT_SECURITY,
  socialProviders: [],
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const posInt = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export function parseSecurity(v: unknown): SecuritySettings {
  const s = isObj(v) ? v : {};
  const d = DEFAULT_SECURITY;
  return {
    captchaAfterAccountFailures: posInt(s.captchaAfterAccountFailures, d.captchaAfterAccountFailures),
    captchaAfterIpFailures: posInt(s.captchaAfterIpFailures, d.captchaAfterIpFailures),
    delayAfterAccountFailures: posInt(s.delayAfterAccountFailures, d.delayAfterAccountFailures),
    smsPerNumber: posInt(s.smsPerNumber, d.smsPerNumber),
    smsPerIp: posInt(s.smsPerIp, d.smsPerIp),
    humanCheckMaxNumber: posInt(s.humanCheckMaxNumber, d.humanCheckMaxNumber),
    loginHumanCheck: typeof s.loginHumanCheck === 'boolean' ? s.loginHumanCheck : d.loginHumanCheck,
  };
}

function parseProvider(v: Obj): SocialProviderSetting | null {
  const provider = str(v.provider);
  if (!/^[a-z0-9_-]{1,32}$/.test(provider)) return null;
  return {
    provider,
    name: str(v.name, provider),
    kind: v.kind === 'oauth2' ? 'oauth2' : 'test',
    clientId: str(v.clientId),
    clientSecret: str(v.clientSecret),
    authorizeUrl: str(v.authorizeUrl),
    tokenUrl: str(v.tokenUrl),
    userInfoUrl: str(v.userInfoUrl),
    scope: str(v.scope, 'openid email profile'),
  };
}

export function parseAccountSettings(raw: unknown): AccountSettings {
  const a = isObj(raw) ? raw : {};
  const d = DEFAULT_ACCOUNT_SETTINGS;
  return {
    minAge: posInt(a.minAge, d.minAge),
    weakPassword: a.weakPassword === null ? null : str(a.weakPassword, d.weakPassword ?? ''),
    passwordMaxAgeDays: posInt(a.passwordMaxAgeDays, d.passwordMaxAgeDays),
    smsExpiredMinutes: posInt(a.smsExpiredMinutes, d.smsExpiredMinutes),
    security: parseSecurity(a.security),
    socialProviders: Array.isArray(a.socialProviders)
      ? a.socialProviders
          .filter(isObj)
          .map(parseProvider)
          .filter((p): p is SocialProviderSetting => p !== null)
      : [],
  };
}
