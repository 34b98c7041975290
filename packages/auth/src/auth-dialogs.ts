// The account dialogs any screen may open (change password, "you need a real account",
// IP verification, welcome), kept in one small store the auth feature renders from.
import { useSyncExternalStore } from 'react';
import type { components } from '@platform/api-client';
import type { RememberedLogin } from './remember-storage';

export type IpChallenge = components['schemas']['IpVerificationChallenge'];

/** A sign-in waiting for IP verification: the challenge and how to finish once it is answered. */
export interface IpVerification {
  challenge: IpChallenge;
  /** What to remember once verified (remember me on), or null. */
  remember: Omit<RememberedLogin, 'expiresAt' | 'token'> | null;
  /** SMS sign-ins never force a password change. */
  forcesPasswordChange: boolean;
}

export type AuthDialog =
  | { kind: 'change-password'; forced: boolean }
  | { kind: 'need-true-account' }
  | ({ kind: 'ip-verification' } & IpVerification)
  | { kind: 'welcome' };

let current: AuthDialog | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openAuthDialog(dialog: AuthDialog): void {
  current = dialog;
  emit();
}

export function closeAuthDialog(): void {
  current = null;
  emit();
}

export const readAuthDialog = (): AuthDialog | null => current;

export function useAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readAuthDialog,
    () => null,
  );
}
