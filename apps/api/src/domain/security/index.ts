// The public surface of domain/security: what the rest of the server may use.
export { countedCheck } from './counted-check';
export {
  addWithinLimit,
  blockCounter,
  bumpCounter,
  readCounter,
  reserveAttempt,
  resetCounter,
  resetCountersLike,
} from './counters';
export { createKeyStore, type KeyStore } from './rsa-keys';
export { openSealedBody } from './sealed-body';
