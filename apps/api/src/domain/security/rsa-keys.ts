// The RSA key pair clients use to wrap their DES key (see @platform/api-client/crypto).
// Generated once with node:crypto (1024-bit, e = 65537) and kept in the database, so every
// replica serves the same modulus and can decrypt what another replica's clients sent.
// A merchant-specific key (scope `merchant:<id>`) wins over the global one when present.
import { createPrivateKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import type { RsaPrivateKey } from '@platform/api-client/crypto';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/security';
import type { UnsealingKey } from './sealed-body';

const generateKeyPairAsync = promisify(generateKeyPair);

export interface ServerKey extends RsaPrivateKey, UnsealingKey {
  scope: string;
  modulusHex: string;
}

const b64urlToHex = (s: string): string =>
  Buffer.from(s, 'base64url').toString('hex').replace(/^0+/, '');

async function generateRow(scope: string) {
  const { privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
  });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d');
  return {
    scope,
    modulusHex: b64urlToHex(jwk.n),
    privateExponentHex: b64urlToHex(jwk.d),
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

function toKey(row: {
  scope: string;
  modulusHex: string;
  privateExponentHex: string;
  privateKeyPem: string;
}): ServerKey {
  const n = BigInt(`0x${row.modulusHex}`);
  return {
    scope: row.scope,
    modulusHex: row.modulusHex.toLowerCase(),
    n,
    d: BigInt(`0x${row.privateExponentHex}`),
    modulusBytes: Math.ceil(n.toString(16).length / 2),
    privateKey: createPrivateKey(row.privateKeyPem),
  };
}

export interface KeyStore {
  /** The key for this merchant (its own, else the global one, generated on first use). */
  keyFor(merchantId: number | null): Promise<ServerKey>;
}

export function createKeyStore(db: Db): KeyStore {
  // Keys never change once stored, so a per-process cache cannot go stale.
  const cache = new Map<string, ServerKey>();

  async function load(scopes: string[]): Promise<ServerKey | null> {
    const rows = await db.select().from(serverKeys).where(inArray(serverKeys.scope, scopes));
    for (const scope of scopes) {
      const row = rows.find((r) => r.scope === scope);
      if (row) return toKey(row);
    }
    return null;
  }

  return {
    async keyFor(merchantId) {
      const cacheKey = String(merchantId);
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const scopes = merchantId === null ? ['global'] : [`merchant:${merchantId}`, 'global'];
      let key = await load(scopes);
      if (!key) {
        // Two replicas may race here: the first insert wins and both read the winner back.
        await db
          .insert(serverKeys)
          .values(await generateRow('global'))
          .onConflictDoNothing();
        key = await load(scopes);
      }
      if (!key) throw new Error('no RSA key could be stored');
      cache.set(cacheKey, key);
      return key;
    },
  };
}
