export { AGENT_TYPES, isAgentType, isTrialType, memberKind, TRIAL_TYPE } from './member-types';
export type { MemberKind } from './member-types';
export {
  clearSession,
  MERCHANT_KEYS,
  onTokenChange,
  readToken,
  takeTokenFromUrl,
  TOKEN_KEY,
  writeToken,
} from './token-storage';
