// The public surface of domain/registration: what the rest of the server may use.
export { findAffiliate } from './affiliates';
export { createFirebaseVerifier, /** @internal */ maxAgeMs } from './firebase-token';
export { type PhoneTokenVerifier } from './phone-token';
export { registerMember } from './registration';
