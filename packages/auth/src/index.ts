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
export { useSession, useToken } from './use-session';
export type { Session } from './use-session';
export { dropSessionQueries, endSession, FIRST_LOGIN_KEY, isFirstLogin, useSignIn } from './use-sign-in';
export type { SignInOptions } from './use-sign-in';
export { useLogout } from './use-logout';
