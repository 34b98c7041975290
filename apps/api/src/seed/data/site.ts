// The demo merchant and its site configuration. Every URL the apps would fetch is
// same-origin (CDN prefixes are ''), so a local run never reaches the internet.
import {
  DEFAULT_ACCOUNT_SETTINGS,
  type MerchantSettings,
  type SocialProviderSetting,
} from '../../domain/merchants';
import { DEMO_MERCHANT, DEMO_WEAK_PASSWORD } from '../demo-accounts';

export const SUPPORT_LANGUAGES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TL',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TY',
  'DE',
  'IT',
  'PL',
  'NL',
  'TE',
  'MR',
  'SI',
] as const;

export const DEMO_SITE = {
  code: DEMO_MERCHANT,
  name: 'Royal Demo',
  currency: 'USD',
  currencySymbol: '$',
};

/** A social sign-in through the API's local test provider: no URLs or credentials to set. */
const testProvider = (provider: string, name: string, scope: string): SocialProviderSetting => ({
  provider,
  name,
  kind: 'test',
  clientId: '',
  clientSecret: '',
  authorizeUrl: '',
  tokenUrl: '',
  userInfoUrl: '',
  scope,
});

export const DEMO_SETTINGS: MerchantSettings = {
  maintenance: {
    enabled: false,
    title: 'Scheduled maintenance',
    info: 'We are upgrading our systems and will be back shortly. Your balance is safe.',
    endTime: null,
  },
  regionRestriction: { blockedCountries: ['KP'], blockedIps: ['203.0.113.66'] },
  // Member records show days and clock times in the merchant's zone (GMT+08:00).
  timeZone: 'Asia/Shanghai',
  records: { maxRangeDays: 90 },
  // The winner board shows real wins of 50.00 or more; 1% of every slot stake (RNG) flows
  // into the jackpot pool.
  winnerBoard: { minWin: '50.00' },
  jackpot: { enabled: true, contributionBp: 100, categories: ['RNG'] },
  supportLanguages: [...SUPPORT_LANGUAGES],
  defaultLang: 'EN',
  theme: 'royal',
  mainDomain: 'localhost',
  analytics: { gtagId: null },
  imageCDNs: [''],
  launchGameCDNs: [''],
  // No native apps are built for the demo merchant: without APP_IOS / APP_ANDROID resources
  // the download page says so and offers the installable lite app instead of dead links.
  resources: [
    {
      resourceType: 'FACEBOOK',
      labelNameEn: 'Facebook',
      url: 'https://www.facebook.com/royal.demo.test',
    },
    {
      resourceType: 'YOUTUBE',
      labelNameEn: 'YouTube',
      url: 'https://www.youtube.com/@royal-demo-test',
    },
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/royal_demo' },
  ],
  domainRoutes: [
    { domain: 'localhost', main: true },
    { domain: 'royal-demo.test', main: false },
    { domain: 'www.royal-demo.test', main: false },
  ],
  // Where affiliate links lead and where the player site's agent entry goes: the addresses
  // `pnpm start` serves (the seed takes others from SEED_PLAYER_SITE_URL / SEED_AGENT_CONSOLE_URL).
  siteAddresses: { player: 'http://127.0.0.1:5173', agentConsole: 'http://127.0.0.1:5174' },
  customerService: [
    { csType: 'LIVECHAT', name: 'Live chat', url: '/livechat' },
    { csType: 'EMAIL', name: 'E-mail support', url: 'mailto:support@royal-demo.test' },
    { csType: 'TELEGRAM', name: 'Telegram support', url: 'https://t.me/royal_demo_support' },
  ],
  // Both social providers are the API's local test provider (development only); a real
  // deployment sets kind 'oauth2' with the provider's URLs and credentials.
  account: {
    ...DEFAULT_ACCOUNT_SETTINGS,
    weakPassword: DEMO_WEAK_PASSWORD,
    socialProviders: [
      testProvider('google', 'Google', 'openid email profile'),
      testProvider('facebook', 'Facebook', 'email public_profile'),
    ],
  },
  // Settlement periods follow GMT+8 (the upstream product's home time zone); an upline's
  // termination takes effect when the period being settled ends.
  // Settlement periods follow the merchant's zone (timeZone above); the parser reads it there.
  contracts: { timeZone: 'Asia/Shanghai', uplineTermination: 'period_end' },
};
