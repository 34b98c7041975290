import { normaliseMobile } from '@platform/forms';
import type { FirebasePhone } from './firebase-phone';
import {
  type FirebaseWebConfig,
  type PhoneVerifier,
  toE164,
  toPhoneCheckError,
} from './phone-verifier';

export type LoadFirebasePhone = (config: FirebaseWebConfig) => Promise<FirebasePhone>;

/** The SDK module is fetched on the first send, never on a normal visit. */
const loadSdk: LoadFirebasePhone = async (config) =>
  (await import('./firebase-phone')).createFirebasePhone(config);

/**
 * Firebase phone auth behind PhoneVerifier: the SMS is sent by Firebase, and the proof is
 * `firebaseChannel: 'sms'` with the ID token. A send failure goes to `onFailure` with the
 * Firebase code (the form shows a text where the catalogue has one, else nothing).
 */
export function firebasePhoneVerifier(
  config: FirebaseWebConfig,
  onFailure: (code: string) => void,
  load: LoadFirebasePhone = loadSdk,
): PhoneVerifier {
  let phone: Promise<FirebasePhone> | null = null;
  const sdk = () => {
    phone ??= load(config).catch((error: unknown) => {
      phone = null;
      throw error;
    });
    return phone;
  };
  return {
    async send(validate, dialingCode, mobile) {
      if (!(await validate())) return null;
      try {
        return await (await sdk()).send(toE164(dialingCode, normaliseMobile(mobile)));
      } catch (error) {
        onFailure(toPhoneCheckError(error).code);
        return null;
      }
    },
    async confirm(code) {
      try {
        return { firebaseChannel: 'sms', firebaseIdToken: await (await sdk()).confirm(code) };
      } catch (error) {
        throw toPhoneCheckError(error);
      }
    },
  };
}
