// The public surface of domain/captcha: what the rest of the server may use.
export { /** @internal */ CAPTCHA_ALPHABET } from './bitmap-font';
export {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_MS,
  issueCaptcha,
  randomCaptchaText,
  verifyCaptcha,
} from './captcha';
export {
  createAltcha,
  secretFromKey,
  /** @internal */ solveAltcha,
  /** @internal */ type AltchaChallenge,
  type HumanCheck,
} from './human-check';
