// Operators: the merchant's staff, signed in to the console (staff.ts), and scripts and the
// CLI, which call the operator API with a key (random, shown once, stored as its sha256) made
// and revoked by the operator CLI. Keys and staff each hold a role (permissions.ts). Every
// action is written to the audit log with who, what, when, from where, before and after.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorKeys } from '../../db/schema/cashier';
import type { DbOrTx } from '../kernel';
import { AppError } from '../kernel';
import { readCounter, reserveAttempt, resetCounter } from '../security';
import { writeAudit } from './audit';
import { hashSecret, type Operator } from './caller';
import { isStaffRole, type StaffRole } from './permissions';

const hashKey = hashSecret;

export async function createOperatorKey(
  db: Db,
  merchantId: number,
  name: string,
  now: number,
  options: { role?: StaffRole; key?: string; by?: Operator | null } = {},
): Promise<{ id: number; key: string; role: StaffRole }> {
  const key = options.key ?? `opk_${randomBytes(24).toString('base64url')}`;
  const role = options.role ?? 'owner';
  const [row] = await db
    .insert(operatorKeys)
    .values({ merchantId, name, role, keyHash: hashKey(key), createdAt: new Date(now) })
    .returning({ id: operatorKeys.id });
  await writeAudit(db, {
    merchantId,
    operator: options.by ?? null,
    action: 'key.create',
    target: `operator-key:${row!.id}`,
    before: null,
    after: { id: row!.id, name, role },
    now,
  });
  return { id: row!.id, key, role };
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
  by: Operator | null = null,
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
      operator: by,
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
      role: operatorKeys.role,
      createdAt: operatorKeys.createdAt,
      revokedAt: operatorKeys.revokedAt,
    })
    .from(operatorKeys)
    .where(eq(operatorKeys.merchantId, merchantId))
    .orderBy(operatorKeys.id);
}

/** The operator behind a key of this merchant; operator.key.invalid otherwise. */
export async function authenticateOperator(
  db: Db,
  merchantId: number,
  key: string | undefined,
  ip: string | null = null,
): Promise<Operator> {
  const refused = new AppError(401, 'operator.key.invalid', 'A valid operator key is required');
  if (!key || key.length > 128) throw refused;
  const [row] = await db
    .select()
    .from(operatorKeys)
    .where(and(eq(operatorKeys.keyHash, hashKey(key)), isNull(operatorKeys.revokedAt)));
  if (!row || row.merchantId !== merchantId) throw refused;
  // A role outside the list (edited by hand) is read as the least: read-only.
  const role = isStaffRole(row.role) ? row.role : 'read-only';
  return { kind: 'key', id: row.id, name: row.name, merchantId, role, scope: `o:${row.id}`, ip };
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

const keyGuessesHeld = (until: number, now: number) =>
  new AppError(429, 'too.many.requests', 'Too many operator key failures; retry later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  });

/**
 * authenticateOperator with a throttle of its own, per source address and per key prefix
 * (shared by the replicas, in auth_counters): a key that is not valid is counted, and from the
 * OPERATOR_KEY_GUESSES-th failure in 15 minutes that source or prefix waits (1 minute doubling
 * to 15): its tries are answered 429 too.many.requests without being judged. Only failures are
 * counted, so a script's burst of calls with a valid key is never held; a valid key clears
 * the counts of its source and prefix.
 */
export async function authenticateOperatorThrottled(
  db: Db,
  merchantId: number,
  key: string | undefined,
  source: { ip: string; now: number },
): Promise<Operator> {
  const { ip, now } = source;
  if (!key) return authenticateOperator(db, merchantId, key, ip);
  const counters = [`opkey:ip:${ip}`, `opkey:p:${key.slice(0, KEY_PREFIX_LENGTH)}`];
  const states = await Promise.all(
    counters.map((counter) => readCounter(db, counter, GUESS_WINDOW_MS, now)),
  );
  for (const state of states) if (state.blockedUntil) throw keyGuessesHeld(state.blockedUntil, now);
  let operator: Operator;
  try {
    operator = await authenticateOperator(db, merchantId, key, ip);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
    for (const counter of counters) {
      const attempt = await reserveAttempt(db, counter, {
        windowMs: GUESS_WINDOW_MS,
        threshold: OPERATOR_KEY_GUESSES,
        firstMs: FIRST_WAIT_MS,
        maxMs: MAX_WAIT_MS,
        now,
      });
      if (!attempt.allowed) throw keyGuessesHeld(attempt.blockedUntil ?? now, now);
    }
    throw error;
  }
  for (const [i, counter] of counters.entries()) {
    if (states[i]!.count > 0) await resetCounter(db, counter);
  }
  return operator;
}
