// Money calls run once per Idempotency-Key: a replay with the same key and body answers the
// stored result (same status and body), the same key with another body 422, a replay while the
// first still runs 409. Business refusals (4xx) are stored like successes; failures worth
// retrying (429, 5xx, lost connections) give the key back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { claimKey, releaseKey, requestHash, storeAnswer } from '../domain/cashier';
import { AppError } from '../domain/kernel';
import { failure, ok } from './envelope';

export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; clock: () => number },
  scope: string,
  operation: string,
  run: (key: string) => Promise<T>,
): Promise<ReturnType<typeof ok<T>>> {
  return once(request, reply, deps, scope, operation, async (key) => {
    const answer = ok(await run(key));
    await storeAnswer(deps.db, scope, key, { statusCode: 200, response: answer });
    return answer;
  });
}

/**
 * `idempotent`, with the answer stored in the same database transaction as the work: `run` gets
 * that transaction and does every read and write through it. Either both commit or neither
 * does, so a process killed, a connection cut or the database restarted between the work and
 * its answer cannot leave a key whose work is done but whose answer is missing (such a key
 * was taken over after two minutes and run again: the fault drill, scripts/drill-faults.ts,
 * saw a withdrawal made twice that way). A refusal commits with what the work wrote before it
 * (a wrong payment password's counted attempt), as it did when each statement committed alone.
 */
export async function idempotentAtomic<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; clock: () => number },
  scope: string,
  operation: string,
  run: (key: string, db: Db) => Promise<T>,
): Promise<ReturnType<typeof ok<T>>> {
  return once(request, reply, deps, scope, operation, async (key) => {
    const result = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      try {
        const answer = ok(await run(key, db));
        await storeAnswer(db, scope, key, { statusCode: 200, response: answer });
        return { answer };
      } catch (error) {
        // A refusal, or a 429 the work decided on (a password check now blocked), commits what
        // the work wrote before it; only a refusal is the key's answer (a 429 gives it back).
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        if (isRefusal(error)) await storeAnswer(db, scope, key, refusal(error));
        return { refused: error };
      }
    });
    if ('refused' in result) throw result.refused;
    return result.answer;
  });
}

/** A business refusal: stored and replayed like a success (not 429 or 5xx, worth retrying). */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode < 500 && error.statusCode !== 429;

const refusal = (error: AppError) => ({
  statusCode: error.statusCode,
  response: failure(error.errorCode, error.message, error.value),
});

async function once<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; clock: () => number },
  scope: string,
  operation: string,
  work: (key: string) => Promise<ReturnType<typeof ok<T>>>,
): Promise<ReturnType<typeof ok<T>>> {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? '';
  if (!key) throw new AppError(400, 'request.param.err', 'The Idempotency-Key header is required');
  const params = request.params as Record<string, unknown> | undefined;
  const hash = requestHash(operation, { params, body: request.body ?? null });
  const stored = await claimKey(deps.db, { scope, key, operation, hash, now: deps.clock() });
  if (stored) {
    reply.header('idempotent-replay', 'true');
    reply.code(stored.statusCode);
    return stored.response as ReturnType<typeof ok<T>>;
  }
  try {
    return await work(key);
  } catch (error) {
    if (isRefusal(error)) {
      await storeAnswer(deps.db, scope, key, refusal(error));
    } else {
      // Only a key still running is given back: an answer that did commit stays the answer.
      await releaseKey(deps.db, scope, key).catch(() => undefined);
    }
    throw error;
  }
}

/** `idempotent` when the call carries an Idempotency-Key (optional on this operation), else a plain call. */
export function idempotentIfKeyed<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; clock: () => number },
  scope: string,
  operation: string,
  run: () => Promise<T>,
): Promise<ReturnType<typeof ok<T>>> {
  if (!request.headers['idempotency-key']) return run().then(ok);
  return idempotent(request, reply, deps, scope, operation, run);
}
