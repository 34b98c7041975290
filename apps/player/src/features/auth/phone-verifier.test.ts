import { createI18n } from '@platform/i18n';
import { describe, expect, it } from 'vitest';
import { phoneErrorText } from './phone-verifier';

describe('phoneErrorText', async () => {
  const en = await createI18n({ language: 'EN', namespaces: ['common', 'errors', 'auth'] });
  const t = en.t.bind(en);

  it('gives Firebase phone-auth codes their texts', () => {
    expect(phoneErrorText('auth/invalid-verification-code', t)).toBe(
      'The verification code is incorrect',
    );
    expect(phoneErrorText('auth/popup-closed-by-user', t)).toBe(
      'The verification window was closed. Login failed, please try again',
    );
    expect(phoneErrorText('auth/quota-exceeded', t)).toBe(
      'The SMS quota has been exceeded, please contact customer service',
    );
  });

  it('gives the server’s refusal of the token its text', () => {
    expect(phoneErrorText('firebase.token.invalid', t)).toBe(
      'The phone verification failed, please verify your number again',
    );
  });

  it('has none for failures without a text of their own, which then stay silent', () => {
    expect(phoneErrorText('auth/network-request-failed', t)).toBeNull();
  });

  it('follows the active language', async () => {
    const ar = await createI18n({ language: 'AR', namespaces: ['common', 'errors', 'auth'] });
    expect(phoneErrorText('auth/invalid-verification-code', ar.t.bind(ar))).toMatch(
      /[\u0600-\u06FF]/,
    );
  });
});
