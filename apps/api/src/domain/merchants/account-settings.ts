// Account settings of a merchant (merchants.settings.account): minimum age, the weak
// default password, password expiry, SMS code lifetime, the sign-in and SMS protection
// thresholds, the social sign-in providers and the optional Firebase phone verification.
// Missing values take the defaults below.

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

/** Google's signing keys of Firebase ID tokens (JWKS). */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * Firebase phone verification of registrations. `projectId`, `apiKey`, `authDomain` and
 * `appId` are the public web config the browser starts the Firebase SDK with; `jwksUrl`
 * is where the server reads the token signing keys.
 */
export interface FirebasePhoneSettings {
  projectId: string;
  apiKey: string;
  authDomain: string;
  appId: string;
  jwksUrl: string;
}

/** Where a member who set up Google Authenticator must give its code (`login`, `security`). */
export type GoogleAuthPlace = 'login' | 'security';
const GOOGLE_AUTH_PLACES: readonly GoogleAuthPlace[] = ['login', 'security'];

/** The profile labels of the specification (section 3), in its order. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'telegram',
  'zalo',
  'birthday',
  'referrer',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];
/** `editable`: members change it; `readonly`: shown only; `hidden`: not shown. */
export type ProfileFieldMode = 'editable' | 'readonly' | 'hidden';

export interface AccountSettings {
  minAge: number;
  /** The configured weak default password ({secret}); signing in with it forces a change. */
  weakPassword: string | null;
  /** Password age after which a change is forced (when PWDEXPFORCECHANGE3 is on). */
  passwordMaxAgeDays: number;
  smsExpiredMinutes: number;
  security: SecuritySettings;
  socialProviders: SocialProviderSetting[];
  /** Null (the default): registration SMS codes are the platform's own. */
  firebase: FirebasePhoneSettings | null;
  /** Once a member set up Google Authenticator, its code is asked for at these places. */
  googleAuthRequiredFor: GoogleAuthPlace[];
  /** Which profile fields members see and change (the referrer is never changed by them). */
  profileFields: Record<ProfileFieldName, ProfileFieldMode>;
}

export const DEFAULT_PROFILE_FIELDS: Record<ProfileFieldName, ProfileFieldMode> = {
  nickname: 'editable',
  payeeName: 'editable',
  telegram: 'editable',
  zalo: 'editable',
  birthday: 'editable',
  referrer: 'readonly',
  address: 'editable',
  nationality: 'editable',
  occupation: 'editable',
  sourceOfIncome: 'editable',
};

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
  firebase: null,
  googleAuthRequiredFor: ['login'],
  profileFields: DEFAULT_PROFILE_FIELDS,
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
    captchaAfterAccountFailures: posInt(
      s.captchaAfterAccountFailures,
      d.captchaAfterAccountFailures,
    ),
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

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{2,62}$/;

/** A JWKS URL the server may fetch: https, or http on a loopback host (tests, local tools). */
export function isAllowedJwksUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The Firebase settings, or null when they are missing or incomplete (Firebase stays off). */
export function parseFirebase(v: unknown): FirebasePhoneSettings | null {
  if (!isObj(v)) return null;
  const f = {
    projectId: str(v.projectId),
    apiKey: str(v.apiKey),
    authDomain: str(v.authDomain),
    appId: str(v.appId),
    jwksUrl: str(v.jwksUrl) || FIREBASE_JWKS_URL,
  };
  if (!PROJECT_ID.test(f.projectId) || !f.apiKey || !f.authDomain || !f.appId) return null;
  return isAllowedJwksUrl(f.jwksUrl) ? f : null;
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
    firebase: parseFirebase(a.firebase),
    googleAuthRequiredFor: Array.isArray(a.googleAuthRequiredFor)
      ? GOOGLE_AUTH_PLACES.filter((p) => (a.googleAuthRequiredFor as unknown[]).includes(p))
      : d.googleAuthRequiredFor,
    profileFields: parseProfileFields(a.profileFields),
  };
}

const MODES: readonly ProfileFieldMode[] = ['editable', 'readonly', 'hidden'];

export function parseProfileFields(v: unknown): Record<ProfileFieldName, ProfileFieldMode> {
  const given = isObj(v) ? v : {};
  const out = { ...DEFAULT_PROFILE_FIELDS };
  for (const field of PROFILE_FIELDS) {
    const mode = given[field];
    if (MODES.includes(mode as ProfileFieldMode)) out[field] = mode as ProfileFieldMode;
  }
  // Members never choose who referred them.
  if (out.referrer === 'editable') out.referrer = 'readonly';
  return out;
}
