// The account dialogs any screen may open (change password, "you need a real account",
// IP verification, welcome), kept in one small store the auth feature renders from.
import { useSyncExternalStore } from 'react';
import type { components } from '@platform/api-client';

export type IpChallenge = components['schemas']['IpVerificationChallenge'];

export type AuthDialog =
  | { kind: 'change-password'; forced: boolean }
  | { kind: 'need-true-account' }
  | { kind: 'ip-verification'; challenge: IpChallenge; rememberMe: boolean; entry?: 'player' | 'agent' }
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
