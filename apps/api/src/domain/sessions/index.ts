// The public surface of domain/sessions: what the rest of the server may use.
export { closeSessionCache, openSessionCache, sessionCacheOf } from './cache';
export { signedInFrom, signInCount, signInsOf } from './sign-ins';
export {
  /** @internal */ ENDED_SESSIONS_KEPT_MS,
  /** @internal */ purgeEndedSessions,
  sessionsJob,
} from './purge';
export {
  issueRememberToken,
  redeemRememberToken,
  revokeMemberRememberTokens,
  revokeRememberToken,
} from './remember-me';
export {
  /** @internal */ SESSION_ABSOLUTE_MS,
  /** @internal */ SESSION_IDLE_MS,
  isLive,
  openSession,
  resolveSession,
  resolveSessionWithWallets,
  revokeMemberSessions,
  revokeSession,
  type ActiveSession,
  type SessionWallet,
  type Member,
  type OpenSessionOptions,
  type SessionMethod,
} from './sessions';
