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
export { sessionTokenSource } from './session-wiring';
export type { SessionTokenSource } from './session-wiring';
export { useSession, useToken } from './use-session';
export type { Session } from './use-session';
export {
  dropSessionQueries,
  endSession,
  FIRST_LOGIN_KEY,
  isFirstLogin,
  useSignIn,
} from './use-sign-in';
export type { SignInOptions } from './use-sign-in';
export { useLogout } from './logout.mutations';
export {
  clearPasswordChange,
  completeLogin,
  MUST_CHANGE_PASSWORD_KEY,
  needsPasswordChange,
} from './complete-login';
export type { CompleteLoginOptions } from './complete-login';
export { useLogin } from './login.mutations';
export type { LoginRequest } from './login.mutations';
export {
  clearRemembered,
  dropRememberToken,
  readRemembered,
  REMEMBER_KEY,
  REMEMBER_MS,
  writeRemembered,
} from './remember-storage';
export type { RememberedLogin } from './remember-storage';
export { restoreRememberedSession } from './restore-remembered';
export { solveAltcha, useHumanCheck } from './human-check';
export { useCaptcha } from './use-captcha';
export type { AltchaChallenge } from './human-check';
export { closeAuthDialog, openAuthDialog, readAuthDialog, useAuthDialog } from './auth-dialogs';
export type { AuthDialog, IpChallenge, IpVerification } from './auth-dialogs';
export {
  codeTarget,
  ipChallengeOf,
  openIpVerificationFor,
  sendsCode,
  VERIFY_REQUIRED_CODE,
} from './ip-verification';
export { answerIpChallenge, sendIpCode, useIpVerification } from './ip-verification.mutations';
export type { IpCodeMethod, IpMethod } from './ip-verification';
export { useMemberExtrasEnabled } from './use-member-extras';
export { notePlayBreak, notePlayBreakOf, onPlayBreak, playBreakMessage } from './play-break';
