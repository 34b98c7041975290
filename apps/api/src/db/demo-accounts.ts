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
}

export const DEMO_MERCHANT = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_player',
    password: 'Demo1234',
    type: 0,
    role: 'player',
    nickname: 'Demo Player',
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_agent',
    password: 'Demo1234',
    type: 1,
    role: 'agent',
    nickname: 'Demo Agent',
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_trial',
    password: 'Demo1234',
    type: 4,
    role: 'trial',
    nickname: 'Demo Trial',
  },
];
