// The session token lives in sessionStorage under `token`, as upstream clients keep it:
// it dies with the tab and never reaches localStorage.
export const TOKEN_KEY = 'token';
/** Keys that survive a logout: the merchant's own values. */
export const MERCHANT_KEYS: readonly string[] = ['merchant', 'merchantCode'];

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  for (const l of listeners) l(token);
}

/** Clears the session: every sessionStorage key except the merchant's values. */
export function clearSession(): void {
  const s = storage();
  if (s) {
    for (const key of Object.keys(s)) if (!MERCHANT_KEYS.includes(key)) s.removeItem(key);
  }
  for (const l of listeners) l(null);
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A token handed over in the URL (`?token=`) signs the visitor in: it is stored and
 * removed from the address bar so it is not bookmarked or shared.
 */
export function takeTokenFromUrl(
  location: Location = globalThis.location,
  history: History = globalThis.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  writeToken(token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token;
}
