// The public surface of domain/sign-in: what the rest of the server may use.
export {
  clearLoginFailures,
  guardLogin,
  recordLoginFailure,
  type LoginGuardInput,
} from './brute-force-guard';
export { completeSignIn, isPasswordExpired } from './complete-sign-in';
export { checkPassword, credentialsError, maskEmail, maskMobile } from './credentials';
export { answerChallenge, registerIp, sendChallengeCode } from './ip-verification';
export { issueTestCode, providerAuthorizeUrl, socialMember } from './social-sign-in';
export { /** @internal */ totpAt, verifyTotp } from './totp';
