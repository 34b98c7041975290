// The human check: a self-hosted proof-of-work in the ALTCHA format. The server signs a
// challenge SHA-256(salt + n) for a secret n <= maxnumber; the browser finds n. Salts
// carry their expiry and every accepted solution is recorded so it works only once.
// Behind `HumanCheck` so another provider can replace it.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedHumanChecks } from '../../db/schema/accounts';
import { AppError } from '../kernel';

export const HUMAN_CHECK_TTL_MS = 10 * 60_000;

export interface AltchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface HumanCheck {
  challenge(maxNumber: number, now: number): Promise<AltchaChallenge>;
  /** Throws `human.check.failed` unless the payload is a fresh, unused, correct solution. */
  verify(payload: string | undefined, now: number): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const failed = () =>
  new AppError(400, 'human.check.failed', 'The human verification failed, please try again');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `secret` is the HMAC key; it must be the same on every replica (the API derives it from
 * the stored server key).
 */
export function createAltcha(db: Db, getSecret: () => Promise<Buffer>): HumanCheck {
  let secret: Promise<Buffer> | null = null;
  const hmac = async (challenge: string) => {
    secret ??= getSecret().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return createHmac('sha256', await secret)
      .update(challenge)
      .digest('hex');
  };
  return {
    async challenge(maxNumber, now) {
      const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor((now + HUMAN_CHECK_TTL_MS) / 1000)}`;
      const challenge = sha256(`${salt}${randomInt(0, maxNumber + 1)}`);
      return {
        algorithm: 'SHA-256',
        challenge,
        maxnumber: maxNumber,
        salt,
        signature: await hmac(challenge),
      };
    },
    async verify(payload, now) {
      if (!payload) throw failed();
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        throw failed();
      }
      const { algorithm, challenge, number, salt, signature } = parsed;
      if (
        algorithm !== 'SHA-256' ||
        typeof challenge !== 'string' ||
        typeof salt !== 'string' ||
        typeof signature !== 'string' ||
        typeof number !== 'number' ||
        !Number.isInteger(number)
      ) {
        throw failed();
      }
      const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000;
      if (!(expires > now)) throw failed();
      if (
        !sameHex(await hmac(challenge), signature) ||
        !sameHex(sha256(`${salt}${number}`), challenge)
      ) {
        throw failed();
      }
      await db.delete(usedHumanChecks).where(lt(usedHumanChecks.expiresAt, new Date(now)));
      const inserted = await db
        .insert(usedHumanChecks)
        .values({ signature, expiresAt: new Date(expires) })
        .onConflictDoNothing()
        .returning({ signature: usedHumanChecks.signature });
      if (inserted.length === 0) throw failed();
    },
  };
}

/** Solves a challenge (tests and tools; the browser has its own solver). @internal */
export function solveAltcha(c: AltchaChallenge): string {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (sha256(`${c.salt}${n}`) === c.challenge) {
      return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64');
    }
  }
  throw new Error('no solution');
}

/** The HMAC key of the human check, derived from the stored global server key. */
export async function secretFromKey(keys: {
  keyFor(merchantId: number | null): Promise<{ d: bigint }>;
}): Promise<Buffer> {
  const key = await keys.keyFor(null);
  return createHash('sha256')
    .update(`altcha:${key.d.toString(16)}`)
    .digest();
}
