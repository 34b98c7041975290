// Package root: what both apps mount and use.
export { ContractOffersHost } from './contract-offers-host';
export { contractErrorMessage, higherRateAccounts } from './contract-errors';
export { contractPageFlags, offersFrom, reopenOffers, type Offer } from './offers';
export { useContractOffers } from './use-contract-offers';
