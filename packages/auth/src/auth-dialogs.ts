// The account dialogs any screen may open (change password, "you need a real account",
// IP verification, welcome), kept in one small store the auth feature renders from.
import type { components } from '@platform/api-client';
import { createStore, useStore } from '@platform/ui/store';
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

const dialog = createStore<AuthDialog | null>(null);

export function openAuthDialog(next: AuthDialog): void {
  dialog.set(next);
}

export function closeAuthDialog(): void {
  dialog.set(null);
}

export const readAuthDialog = (): AuthDialog | null => dialog.get();

export function useAuthDialog(): AuthDialog | null {
  return useStore(dialog);
}
