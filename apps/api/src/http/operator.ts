// The operator API's caller: the operator key in `X-Operator-Key`, of the request's merchant.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authenticateOperatorThrottled, type Operator, writeAudit } from '../domain/operators';
import { type PageInput, pageInput, type Tx } from '../domain/kernel';
import { ok } from './envelope';
import { idempotentAtomic } from './idempotency';
import { requireMerchant } from './request';

/**
 * The operator of the request's key; 401 operator.key.invalid without a valid one, and 429
 * once its source address or its key prefix has failed too often (domain/operators).
 */
export async function requireOperator(request: FastifyRequest, db: Db): Promise<Operator> {
  const header = request.headers['x-operator-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return authenticateOperatorThrottled(db, requireMerchant(request).id, key?.trim(), {
    ip: request.ip,
    now: Date.now(),
  });
}

type AuditWriter = (tx: Tx, before: unknown, after: unknown) => Promise<void>;

/** The audit writer of one operator action (runs inside the action's transaction). */
export const auditOf =
  (operator: Operator, action: string, target: string, now: number): AuditWriter =>
  (tx, before, after) =>
    writeAudit(tx, {
      merchantId: operator.merchantId,
      operator,
      action,
      target,
      before,
      after,
      now,
    });

/**
 * An operator's decision on one record (`.../{id}/approve`, `/reject` ...): the operator key
 * checked, the call run once per Idempotency-Key (keys scoped to the operator key), and `run`
 * given the record's id, the time and the audit writer of `action` on `<kind>:<id>`.
 */
export async function operatorDecision<I extends string | number, T>(
  request: FastifyRequest & { params: { id: I } },
  reply: FastifyReply,
  deps: { db: Db; clock: () => number },
  operation: string,
  action: string,
  kind: string,
  run: (decision: {
    /** The transaction the decision and its stored answer commit in (`idempotentAtomic`). */
    db: Db;
    operator: Operator;
    id: I;
    now: number;
    audit: AuditWriter;
  }) => Promise<T>,
) {
  const operator = await requireOperator(request, deps.db);
  const { id } = request.params;
  return idempotentAtomic(request, reply, deps, `o:${operator.id}`, operation, (_key, db) => {
    const now = deps.clock();
    return run({ db, operator, id, now, audit: auditOf(operator, action, `${kind}:${id}`, now) });
  });
}

/**
 * An operator's list (deposits, withdrawals, point redemptions): the caller's merchant, the
 * status and account filters and the page of the query.
 */
export async function operatorList<S, T>(
  request: FastifyRequest,
  db: Db,
  query: {
    status?: S | undefined;
    account?: string | undefined;
    page?: number | undefined;
    size?: number | undefined;
  },
  list: (
    db: Db,
    merchantId: number,
    filter: { status?: S | undefined; account?: string | undefined },
    page: PageInput,
  ) => Promise<T>,
) {
  const operator = await requireOperator(request, db);
  const { status, account, page, size } = query;
  return ok(await list(db, operator.merchantId, { status, account }, pageInput({ page, size })));
}
