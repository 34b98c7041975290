// The public surface of domain/accounts: what the rest of the server may use.
export { AGENT_TYPES, PLAYER_TYPE, isAgentType, isTrialType } from './member-types';
export { findMember, findMemberByPhone } from './member-lookup';
export { hashPassword, verifyPassword } from './password-hash';
export { createDevMember, createTrialMember } from './create-member';
export { messageLanguages, rememberLanguage } from './member-language';
