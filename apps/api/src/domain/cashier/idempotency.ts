// Idempotency keys of money calls. The first call with a key claims it (state running) and
// stores its answer when done; a replay with the same key and body gets that answer; the same
// key with another body is refused; a replay while the first still runs gets 409. Keys are
// scoped to their owner (member or operator) and kept at least 24 hours.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/cashier';
import type { DbOrTx } from '../kernel';
import { AppError } from '../kernel';

/** A claim still running after this long is taken to be lost (its process died). */
const STALE_MS = 2 * 60_000;
export const KEEP_KEYS_MS = 48 * 60 * 60_000;

export interface StoredAnswer {
  statusCode: number;
  response: unknown;
}

export const requestHash = (operation: string, body: unknown): string =>
  createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/** Claims the key, or answers the stored result of an earlier call with it. */
export async function claimKey(
  db: Db,
  input: { scope: string; key: string; operation: string; hash: string; now: number },
): Promise<StoredAnswer | null> {
  const { scope, key } = input;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      scope,
      key,
      operation: input.operation,
      requestHash: input.hash,
      state: 'running',
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return claimKey(db, input); // released meanwhile: claim again
  if (row.requestHash !== input.hash || row.operation !== input.operation) {
    throw new AppError(
      422,
      'idempotency.key.reused',
      'This Idempotency-Key was already used for another request',
    );
  }
  if (row.state === 'done') return { statusCode: row.statusCode ?? 200, response: row.response };
  if (row.createdAt.getTime() < input.now - STALE_MS) {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(input.now) })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'running'),
          eq(idempotencyKeys.createdAt, row.createdAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken) return null;
  }
  throw new AppError(409, 'idempotency.in.progress', 'This request is still being processed');
}

export async function storeAnswer(
  db: Db,
  scope: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Gives the key back (the call failed in a way worth retrying), unless its answer is stored. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'running'),
      ),
    );
}

export async function purgeKeys(db: DbOrTx, now: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_KEYS_MS)));
}
