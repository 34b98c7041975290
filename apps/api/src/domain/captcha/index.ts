// The public surface of domain/captcha: what the rest of the server may use.
export { CAPTCHA_ALPHABET } from './bitmap-font';
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
  solveAltcha,
  type AltchaChallenge,
  type HumanCheck,
} from './human-check';
