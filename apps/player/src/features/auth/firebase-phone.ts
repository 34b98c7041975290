// The Firebase SDK side of phone verification. Only ever loaded by dynamic import (see
// firebase-phone-verifier.ts), so the SDK stays out of the bundle of sites without Firebase.
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  type ConfirmationResult,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
} from 'firebase/auth';
import {
  FIREBASE_COUNTDOWN_SECONDS,
  type FirebaseWebConfig,
  PhoneCheckError,
  toPhoneCheckError,
} from './phone-verifier';

const APP_NAME = 'phone-verification';
const auths = new WeakMap<FirebaseApp, Auth>();

function authFor(config: FirebaseWebConfig): Auth {
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(config, APP_NAME);
  let auth = auths.get(app);
  // In memory: the page needs the ID token once, not a Firebase session kept in IndexedDB.
  if (!auth) auths.set(app, (auth = initializeAuth(app, { persistence: inMemoryPersistence })));
  return auth;
}

export interface FirebasePhone {
  /** Sends the SMS (invisible reCAPTCHA first); resolves to the countdown in seconds. */
  send(e164: string): Promise<number>;
  /** Confirms the code and resolves to the Firebase ID token. */
  confirm(code: string): Promise<string>;
}

export function createFirebasePhone(config: FirebaseWebConfig): FirebasePhone {
  const auth = authFor(config);
  let recaptcha: RecaptchaVerifier | null = null;
  let holder: HTMLElement | null = null;
  let confirmation: ConfirmationResult | null = null;
  /** The token of the last confirmed code: a retry after another refusal reuses it. */
  let confirmed: { code: string; token: string } | null = null;

  function resetRecaptcha() {
    recaptcha?.clear();
    holder?.remove();
    recaptcha = null;
    holder = null;
  }

  return {
    async send(e164) {
      try {
        if (!recaptcha) {
          holder = document.createElement('div');
          document.body.append(holder);
          recaptcha = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
        }
        confirmation = await signInWithPhoneNumber(auth, e164, recaptcha);
        confirmed = null;
        return FIREBASE_COUNTDOWN_SECONDS;
      } catch (error) {
        resetRecaptcha();
        throw toPhoneCheckError(error);
      }
    },
    async confirm(code) {
      if (!code) throw new PhoneCheckError('auth/missing-verification-code');
      if (confirmed?.code === code) return confirmed.token;
      if (!confirmation) throw new PhoneCheckError('auth/missing-verification-id');
      try {
        const credential = await confirmation.confirm(code);
        const token = await credential.user.getIdToken();
        confirmed = { code, token };
        await signOut(auth).catch(() => undefined);
        return token;
      } catch (error) {
        throw toPhoneCheckError(error);
      }
    },
  };
}
