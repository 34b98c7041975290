// The demo accounts the seed creates. Exported on their own (and built to
// dist/demo-accounts.js) so the workspace start script can print them.

export interface DemoAccount {
  merchant: string;
  username: string;
  password: string;
  /** Member type: 0 player, 1 agent, 4 trial. */
  type: number;
  role: 'player' | 'agent' | 'trial';
  nickname: string;
  email?: string;
  /** Country dialling code and national number. */
  mobile?: { dialingCode: string; number: string };
  payeeName?: string;
  /** What the account is for (printed by the start script). */
  note?: string;
}

/** The merchant's weak default password ({secret}); signing in with it forces a change. */
export const DEMO_WEAK_PASSWORD = 'Aa123456';
/** The demo agent's affiliate (invitation) code. */
export const DEMO_AFFILIATE_CODE = 'ROYAL2026';

export const DEMO_MERCHANT = 'demo';

/**
 * The demo merchant's operator key (development only: the seed stores its hash). Operators
 * pass it to `pnpm --filter @platform/api ops` as OPERATOR_KEY or --key.
 */
export const DEMO_OPERATOR_KEY = 'opk_demo_operator_0123456789abcdef';

/**
 * The demo merchant's first console owner (development only). They set up two-factor at their
 * first sign-in; more staff are added in the console or with `ops staff:create`.
 */
export const DEMO_OWNER = { loginName: 'owner', password: 'DemoOwner2026' } as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchant: DEMO_MERCHANT,
    username: 'demoplayer',
    password: 'Demo1234',
    type: 0,
    role: 'player',
    nickname: 'Demo Player',
    email: 'player@royal-demo.test',
    mobile: { dialingCode: '65', number: '81234567' },
    payeeName: 'Demo Player',
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demoagent',
    password: 'Demo1234',
    type: 1,
    role: 'agent',
    nickname: 'Demo Agent',
    note: `affiliate code ${DEMO_AFFILIATE_CODE}`,
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demonewbie',
    password: DEMO_WEAK_PASSWORD,
    type: 0,
    role: 'player',
    nickname: 'Demo Newbie',
    note: 'has the weak default password: must change it at sign-in',
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demotrial',
    password: 'Demo1234',
    type: 4,
    role: 'trial',
    nickname: 'Demo Trial',
  },
];
