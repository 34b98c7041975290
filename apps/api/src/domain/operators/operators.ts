// Operators: people who confirm deposits and approve withdrawals. They call the operator API
// with a key (random, shown once, stored as its sha256) made and revoked by the operator CLI.
// Every action is written to the audit log with who, what, when, before and after.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit, operatorKeys } from '../../db/schema/cashier';
import type { DbOrTx } from '../kernel';
import { AppError } from '../kernel';
import { reserveAttempt, resetCounter } from '../security';

export interface Operator {
  id: number;
  name: string;
  merchantId: number;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createOperatorKey(
  db: Db,
  merchantId: number,
  name: string,
  now: number,
  key = `opk_${randomBytes(24).toString('base64url')}`,
): Promise<{ id: number; key: string }> {
  const [row] = await db
    .insert(operatorKeys)
    .values({ merchantId, name, keyHash: hashKey(key), createdAt: new Date(now) })
    .returning({ id: operatorKeys.id });
  await writeAudit(db, {
    merchantId,
    operator: null,
    action: 'key.create',
    target: `operator-key:${row!.id}`,
    before: null,
    after: { id: row!.id, name },
    now,
  });
  return { id: row!.id, key };
}

/** Stores a known key once (the development seed's demo operator key). */
export async function ensureOperatorKey(
  db: DbOrTx,
  merchantId: number,
  name: string,
  key: string,
  now: number,
): Promise<void> {
  await db
    .insert(operatorKeys)
    .values({ merchantId, name, keyHash: hashKey(key), createdAt: new Date(now) })
    .onConflictDoNothing();
}

/** Revokes the merchant's keys with this id or name; answers how many. */
export async function revokeOperatorKey(
  db: Db,
  merchantId: number,
  idOrName: string,
  now: number,
): Promise<number> {
  const match = /^[0-9]+$/.test(idOrName)
    ? eq(operatorKeys.id, Number(idOrName))
    : eq(operatorKeys.name, idOrName);
  const revoked = await db
    .update(operatorKeys)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(operatorKeys.merchantId, merchantId), match, isNull(operatorKeys.revokedAt)))
    .returning({ id: operatorKeys.id, name: operatorKeys.name });
  for (const r of revoked) {
    await writeAudit(db, {
      merchantId,
      operator: null,
      action: 'key.revoke',
      target: `operator-key:${r.id}`,
      before: { id: r.id, name: r.name, revoked: false },
      after: { id: r.id, name: r.name, revoked: true },
      now,
    });
  }
  return revoked.length;
}

export async function listOperatorKeys(db: Db, merchantId: number) {
  return db
    .select({
      id: operatorKeys.id,
      name: operatorKeys.name,
      createdAt: operatorKeys.createdAt,
      revokedAt: operatorKeys.revokedAt,
    })
    .from(operatorKeys)
    .where(eq(operatorKeys.merchantId, merchantId))
    .orderBy(operatorKeys.id);
}

/** The operator behind a key of this merchant; operator.key.invalid otherwise. */
async function authenticateOperator(
  db: Db,
  merchantId: number,
  key: string | undefined,
): Promise<Operator> {
  const refused = new AppError(401, 'operator.key.invalid', 'A valid operator key is required');
  if (!key || key.length > 128) throw refused;
  const [row] = await db
    .select()
    .from(operatorKeys)
    .where(and(eq(operatorKeys.keyHash, hashKey(key)), isNull(operatorKeys.revokedAt)));
  if (!row || row.merchantId !== merchantId) throw refused;
  return { id: row.id, name: row.name, merchantId };
}

/**
 * Failed operator keys per source address, and per key prefix, before further tries wait.
 * @internal
 */
export const OPERATOR_KEY_GUESSES = 20;
/** The leading characters of a presented key its prefix counter is named by (`opk_` + 8). */
const KEY_PREFIX_LENGTH = 12;
const GUESS_WINDOW_MS = 15 * 60_000;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 15 * 60_000;

/**
 * authenticateOperator with a throttle of its own: every presented key is counted before it
 * is judged, per source address and per key prefix (shared by the replicas, in
 * auth_counters). From the OPERATOR_KEY_GUESSES-th try in 15 minutes that is not a valid key,
 * each source or prefix waits (1 minute doubling to 15): its tries are answered 429
 * too.many.requests without being judged. A valid key clears both counts.
 */
export async function authenticateOperatorThrottled(
  db: Db,
  merchantId: number,
  key: string | undefined,
  source: { ip: string; now: number },
): Promise<Operator> {
  if (!key) return authenticateOperator(db, merchantId, key);
  const { now } = source;
  const counters = [`opkey:ip:${source.ip}`, `opkey:p:${key.slice(0, KEY_PREFIX_LENGTH)}`];
  for (const counter of counters) {
    const attempt = await reserveAttempt(db, counter, {
      windowMs: GUESS_WINDOW_MS,
      threshold: OPERATOR_KEY_GUESSES,
      firstMs: FIRST_WAIT_MS,
      maxMs: MAX_WAIT_MS,
      now,
    });
    if (!attempt.allowed) {
      throw new AppError(429, 'too.many.requests', 'Too many operator key failures; retry later', {
        retryAfterSeconds: Math.max(1, Math.ceil(((attempt.blockedUntil ?? now) - now) / 1000)),
      });
    }
  }
  const operator = await authenticateOperator(db, merchantId, key);
  for (const counter of counters) await resetCounter(db, counter);
  return operator;
}

export async function writeAudit(
  db: DbOrTx,
  entry: {
    merchantId: number;
    operator: Operator | null;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    now: number;
  },
): Promise<void> {
  await db.insert(operatorAudit).values({
    merchantId: entry.merchantId,
    operatorKeyId: entry.operator?.id ?? null,
    operatorName: entry.operator?.name ?? 'cli',
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(entry.now),
  });
}

export async function auditLog(db: Db, merchantId: number, limit: number) {
  return db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.merchantId, merchantId))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}
