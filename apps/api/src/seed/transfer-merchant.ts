// The second demo merchant: the demo site in transfer-wallet mode (each game vendor plays
// from its own wallet), on its own code and domain route, so the player site can be pointed
// at it (`VITE_MERCHANT=transfer`, or a client that sends no Merchant header on
// transfer.localhost).
import { DEMO_SETTINGS } from './data/site';

export const TRANSFER_MERCHANT = 'transfer';

export const TRANSFER_SITE = {
  code: TRANSFER_MERCHANT,
  name: 'Royal Transfer',
  currency: 'USD',
  currencySymbol: '$',
};

export const TRANSFER_SETTINGS = {
  ...DEMO_SETTINGS,
  mainDomain: 'transfer.localhost',
  domainRoutes: [{ domain: 'transfer.localhost', main: true }],
  // No site of its own is served locally: links lead to https://transfer.localhost.
  siteAddresses: { player: null, agentConsole: null },
  wallet: { mode: 'transfer' },
};

/** The transfer merchant's operator key (development only: the seed stores its hash). */
export const TRANSFER_OPERATOR_KEY = 'opk_transfer_operator_0123456789abc';

/** The demo player is registered under the demo agent (both the demo accounts' names). */
export const TRANSFER_UPLINE = { player: 'demoplayer', agent: 'demoagent' } as const;
