// The public surface of domain/accounts: what the rest of the server may use.
export { PLAYER_TYPE, isAgentType, isTrialType } from './member-types';
export { checkNewPassword, emailTemporaryPassword, setPassword } from './password-change';
export { hashPassword, verifyPassword } from './password-hash';
export { createDevMember, createTrialMember } from './create-member';
