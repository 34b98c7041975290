import { SmsCodeField } from '@platform/forms';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firebasePhoneVerifier } from './firebase-phone-verifier';
import { PhoneCheckError } from './phone-verifier';

// The Firebase SDK is mocked: these tests check the adapter, not Google's servers.
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((config: unknown, name: string) => ({ name, options: config })),
  initializeAuth: vi.fn(() => ({ kind: 'auth' })),
  signInWithPhoneNumber: vi.fn(),
  signOut: vi.fn(async () => undefined),
  confirm: vi.fn(),
  recaptchas: [] as { options: unknown; clear: () => void }[],
}));
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  inMemoryPersistence: { type: 'NONE' },
  initializeAuth: sdk.initializeAuth,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  signOut: sdk.signOut,
  RecaptchaVerifier: class {
    clear = vi.fn();
    constructor(
      _auth: unknown,
      _holder: unknown,
      readonly options: unknown,
    ) {
      sdk.recaptchas.push(this);
    }
  },
}));

const CONFIG = {
  projectId: 'demo-phone',
  apiKey: 'AIza-test',
  authDomain: 'demo-phone.firebaseapp.com',
  appId: '1:1:web:1',
};
const valid = async () => true;
const firebaseError = (code: string) =>
  Object.assign(new Error(code), { code, name: 'FirebaseError' });

beforeEach(() => {
  vi.clearAllMocks();
  sdk.recaptchas.length = 0;
  sdk.signInWithPhoneNumber.mockResolvedValue({ confirm: sdk.confirm });
  sdk.confirm.mockResolvedValue({ user: { getIdToken: async () => 'id-token-1' } });
});

describe('Firebase phone verifier', () => {
  it('sends through an invisible reCAPTCHA to the E.164 number and counts down 60 s', async () => {
    const onFailure = vi.fn();
    const phone = firebasePhoneVerifier(CONFIG, onFailure);
    expect(await phone.send(valid, '65', '081234567')).toBe(60);
    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG, 'phone-verification');
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: { type: 'NONE' },
    });
    expect(sdk.recaptchas[0]?.options).toEqual({ size: 'invisible' });
    expect(sdk.signInWithPhoneNumber).toHaveBeenCalledWith(
      { kind: 'auth' },
      '+6581234567',
      sdk.recaptchas[0],
    );
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('sends nothing while the number is invalid', async () => {
    const phone = firebasePhoneVerifier(CONFIG, vi.fn());
    expect(await phone.send(async () => false, '65', '1')).toBeNull();
    expect(sdk.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('confirms the code and gives the ID token as the registration proof', async () => {
    const phone = firebasePhoneVerifier(CONFIG, vi.fn());
    await phone.send(valid, '65', '81234567');
    expect(await phone.confirm('123456')).toEqual({
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-1',
    });
    expect(sdk.confirm).toHaveBeenCalledWith('123456');
    expect(sdk.signOut).toHaveBeenCalled();
    // A retry of the same code (the server refused something else) reuses the token.
    expect(await phone.confirm('123456')).toEqual({
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-1',
    });
    expect(sdk.confirm).toHaveBeenCalledTimes(1);
  });

  it('maps send failures to their auth/ code and resets the reCAPTCHA', async () => {
    const onFailure = vi.fn();
    const phone = firebasePhoneVerifier(CONFIG, onFailure);
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    expect(await phone.send(valid, '65', '81234567')).toBeNull();
    expect(onFailure).toHaveBeenCalledWith('auth/too-many-requests');
    expect(sdk.recaptchas[0]?.clear).toHaveBeenCalled();
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(new TypeError('boom'));
    expect(await phone.send(valid, '65', '81234567')).toBeNull();
    expect(onFailure).toHaveBeenLastCalledWith('auth/unknown');
    expect(sdk.recaptchas).toHaveLength(2);
  });

  it('maps confirm failures to PhoneCheckError, and refuses a code before any send', async () => {
    const phone = firebasePhoneVerifier(CONFIG, vi.fn());
    await expect(phone.confirm('123456')).rejects.toMatchObject({
      code: 'auth/missing-verification-id',
    });
    await phone.send(valid, '65', '81234567');
    await expect(phone.confirm('')).rejects.toMatchObject({
      code: 'auth/missing-verification-code',
    });
    sdk.confirm.mockRejectedValueOnce(firebaseError('auth/invalid-verification-code'));
    const refused = await phone.confirm('000000').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhoneCheckError);
    expect(refused).toMatchObject({ code: 'auth/invalid-verification-code' });
    sdk.confirm.mockRejectedValueOnce(firebaseError('auth/code-expired'));
    await expect(phone.confirm('111111')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });

  it('reports a failed SDK download as a silent failure', async () => {
    const onFailure = vi.fn();
    const phone = firebasePhoneVerifier(CONFIG, onFailure, () =>
      Promise.reject(new Error('ChunkLoadError')),
    );
    expect(await phone.send(valid, '65', '81234567')).toBeNull();
    expect(onFailure).toHaveBeenCalledWith('auth/unknown');
  });

  it('drives the SMS button countdown from 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const phone = firebasePhoneVerifier(CONFIG, vi.fn());
      render(
        createElement(SmsCodeField, {
          label: 'code',
          sendLabel: 'send',
          countdownLabel: (s: number) => `resend ${s}`,
          onSend: () => phone.send(valid, '65', '81234567'),
        }),
      );
      await act(async () => {
        fireEvent.click(screen.getByTestId('send-code'));
      });
      expect(await screen.findByText('resend 60')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByTestId('send-code').textContent).toBe('send');
    } finally {
      vi.useRealTimers();
    }
  });
});
