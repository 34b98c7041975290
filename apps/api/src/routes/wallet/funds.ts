// The wire shape of the member's wallet funds, shared by the funds and transfer answers.
import type { Merchant } from '../../domain/merchants';
import type { MemberFunds } from '../../domain/wallets';

export const fundsOnWire = (funds: MemberFunds, merchant: Merchant) => ({
  ...funds,
  currency: merchant.currency,
  currencySymbol: merchant.currencySymbol,
});
