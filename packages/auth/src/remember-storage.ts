// Remember me: what the login form keeps for one day in localStorage, and the server-issued
// remember token that signs this browser back in within that day. Never the password.
export const REMEMBER_KEY = 'remember';
export const REMEMBER_MS = 24 * 60 * 60_000;

export interface RememberedLogin {
  /** Which login tab was used. */
  mode: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** The server's remember token; dropped at sign-out (the name stays). */
  token?: string;
  /** Epoch ms; after it everything is forgotten. */
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered login, or null when none or older than a day (then it is cleared). */
export function readRemembered(now: number = Date.now()): RememberedLogin | null {
  const raw = storage()?.getItem(REMEMBER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as RememberedLogin;
    if (typeof value.expiresAt !== 'number' || now >= value.expiresAt) {
      clearRemembered();
      return null;
    }
    return value;
  } catch {
    clearRemembered();
    return null;
  }
}

export function writeRemembered(value: RememberedLogin): void {
  const { mode, username, mobileNum, countryDialingCode, token, expiresAt } = value;
  storage()?.setItem(
    REMEMBER_KEY,
    JSON.stringify({ mode, username, mobileNum, countryDialingCode, token, expiresAt }),
  );
}

/** Remember me off: forget everything. */
export function clearRemembered(): void {
  storage()?.removeItem(REMEMBER_KEY);
}

/** Sign-out: the token goes, the name stays for the rest of the day. */
export function dropRememberToken(): void {
  const current = readRemembered();
  if (current?.token) writeRemembered({ ...current, token: undefined });
}
