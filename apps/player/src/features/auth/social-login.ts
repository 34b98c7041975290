// Social sign-in in the browser: an OAuth 2 authorization-code redirect with PKCE and a
// state value, both kept in sessionStorage until the provider sends the browser back.
const STORE_KEY = 'socialLogin';

interface Pending {
  provider: string;
  state: string;
  verifier: string;
  rememberMe: boolean;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const random = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

export const callbackUrl = (provider: string) =>
  `${window.location.origin}/oauth/callback/${provider}`;

/** Leaves for the provider's sign-in page. */
export async function startSocialLogin(
  provider: string,
  authorizeUrl: string,
  rememberMe = false,
): Promise<void> {
  const verifier = random(32);
  const state = random(16);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  const pending: Pending = { provider, state, verifier, rememberMe };
  sessionStorage.setItem(STORE_KEY, JSON.stringify(pending));
  const url = new URL(authorizeUrl, window.location.origin);
  url.searchParams.set('redirect_uri', callbackUrl(provider));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', base64url(new Uint8Array(digest)));
  url.searchParams.set('code_challenge_method', 'S256');
  window.location.assign(url.toString());
}

/** The pending sign-in this callback belongs to (state must match), consumed. */
export function takePendingSocialLogin(
  provider: string,
  state: string | undefined,
): Pending | null {
  const raw = sessionStorage.getItem(STORE_KEY);
  sessionStorage.removeItem(STORE_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Pending;
    return pending.provider === provider && pending.state === state ? pending : null;
  } catch {
    return null;
  }
}
