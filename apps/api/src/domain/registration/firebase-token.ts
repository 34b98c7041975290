// Firebase ID tokens of phone sign-in, verified with node:crypto: RS256 only, the key picked
// by `kid` from the project's JWKS (cached for its Cache-Control max-age, refetched when a
// token names a key the cache lacks, fetched with a time limit), then the claims Firebase
// documents: iss, aud, exp, iat, auth_time, sub, plus the phone number being registered.
import {
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  verify as verifySignature,
} from 'node:crypto';
import { invalidPhoneToken, type PhoneProof, type PhoneTokenVerifier } from './phone-token';

export interface FirebaseVerifierOptions {
  /** Reads a JWKS URL; default: global fetch. */
  fetch?: typeof fetch;
  /** Time limit of one JWKS fetch. Default 5 s. */
  timeoutMs?: number;
  /** Allowed clock difference for iat and auth_time. Default 60 s. */
  clockSkewMs?: number;
  /** Smallest pause between two refetches caused by unknown key ids. Default 30 s. */
  refetchPauseMs?: number;
}

interface KeySet {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
  expiresAt: number;
}

const DEFAULT_MAX_AGE_MS = 60_000;
const MAX_MAX_AGE_MS = 24 * 3600_000;
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function decodePart(part: string): Obj | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObj(value) ? value : null;
  } catch {
    return null;
  }
}

/** Milliseconds the response may be cached, from Cache-Control max-age. */
export function maxAgeMs(cacheControl: string | null): number {
  if (!cacheControl) return DEFAULT_MAX_AGE_MS;
  if (/\b(no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const seconds = /\bmax-age\s*=\s*(\d+)/i.exec(cacheControl)?.[1];
  return seconds === undefined
    ? DEFAULT_MAX_AGE_MS
    : Math.min(Number(seconds) * 1000, MAX_MAX_AGE_MS);
}

/** The RSA signing keys of a JWKS document, by kid. */
export function rsaKeys(jwks: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = isObj(jwks) && Array.isArray(jwks.keys) ? jwks.keys : [];
  for (const jwk of list) {
    if (!isObj(jwk) || jwk.kty !== 'RSA' || typeof jwk.kid !== 'string' || !jwk.kid) continue;
    if (
      (jwk.use !== undefined && jwk.use !== 'sig') ||
      (jwk.alg !== undefined && jwk.alg !== 'RS256')
    )
      continue;
    try {
      const key = createPublicKey({
        key: { kty: 'RSA', n: jwk.n, e: jwk.e } as JsonWebKey,
        format: 'jwk',
      });
      if ((key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) keys.set(jwk.kid, key);
    } catch {
      // A malformed key is skipped; the others still work.
    }
  }
  return keys;
}

export function createFirebaseVerifier(options: FirebaseVerifierOptions = {}): PhoneTokenVerifier {
  const fetchJwks = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const skew = options.clockSkewMs ?? 60_000;
  const refetchPause = options.refetchPauseMs ?? 30_000;
  const cache = new Map<string, KeySet>();
  const inFlight = new Map<string, Promise<KeySet>>();

  async function load(url: string, now: number): Promise<KeySet> {
    const running = inFlight.get(url);
    if (running) return running;
    const request = (async () => {
      const res = await fetchJwks(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`JWKS ${url} answered HTTP ${res.status}`);
      const set = {
        keys: rsaKeys(await res.json()),
        fetchedAt: now,
        expiresAt: now + maxAgeMs(res.headers.get('cache-control')),
      };
      cache.set(url, set);
      return set;
    })();
    inFlight.set(url, request);
    try {
      return await request;
    } finally {
      inFlight.delete(url);
    }
  }

  /** The key named `kid`: from the cache while fresh, else (or when unknown) fetched again. */
  async function keyFor(url: string, kid: string, now: number): Promise<KeyObject | undefined> {
    const cached = cache.get(url);
    if (cached && cached.expiresAt > now && cached.keys.has(kid)) return cached.keys.get(kid);
    const mayRefetch = !cached || cached.expiresAt <= now || now - cached.fetchedAt >= refetchPause;
    if (!mayRefetch) return undefined;
    try {
      return (await load(url, now)).keys.get(kid);
    } catch (error) {
      // Keys that were good until moments ago beat no keys at all.
      if (cached?.keys.has(kid)) return cached.keys.get(kid);
      throw error;
    }
  }

  return {
    async verify(settings, token, phoneNumber, now): Promise<PhoneProof> {
      if (!TOKEN.test(token)) throw invalidPhoneToken();
      const [headerPart = '', payloadPart = '', signaturePart = ''] = token.split('.');
      const header = decodePart(headerPart);
      const claims = decodePart(payloadPart);
      if (
        !header ||
        !claims ||
        header.alg !== 'RS256' ||
        typeof header.kid !== 'string' ||
        !header.kid
      ) {
        throw invalidPhoneToken();
      }
      const key = await keyFor(settings.jwksUrl, header.kid, now);
      if (!key) throw invalidPhoneToken();
      const signed = verifySignature(
        'sha256',
        Buffer.from(`${headerPart}.${payloadPart}`),
        key,
        Buffer.from(signaturePart, 'base64url'),
      );
      if (!signed) throw invalidPhoneToken();

      const seconds = (v: unknown) =>
        typeof v === 'number' && Number.isFinite(v) ? v * 1000 : NaN;
      const exp = seconds(claims.exp);
      const iat = seconds(claims.iat);
      const authTime = seconds(claims.auth_time);
      const firebase = isObj(claims.firebase) ? claims.firebase : {};
      const valid =
        claims.iss === `https://securetoken.google.com/${settings.projectId}` &&
        claims.aud === settings.projectId &&
        exp > now &&
        iat <= now + skew &&
        authTime <= now + skew &&
        typeof claims.sub === 'string' &&
        claims.sub.length > 0 &&
        claims.sub.length <= 128 &&
        // The number was proven by an SMS code in this sign-in, not merely set on the account.
        firebase.sign_in_provider === 'phone' &&
        claims.phone_number === phoneNumber;
      if (!valid) throw invalidPhoneToken();
      return { subject: claims.sub as string, phoneNumber, expiresAt: exp };
    },
  };
}
