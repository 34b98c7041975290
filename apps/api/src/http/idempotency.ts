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
    const answer = ok(await run(key));
    await storeAnswer(deps.db, scope, key, { statusCode: 200, response: answer });
    return answer;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && error.statusCode !== 429) {
      await storeAnswer(deps.db, scope, key, {
        statusCode: error.statusCode,
        response: failure(error.errorCode, error.message, error.value),
      });
    } else {
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
