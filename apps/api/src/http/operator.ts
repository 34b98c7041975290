// The operator API's caller: a staff member's session (`X-Operator-Session`, the console) or an
// operator key (`X-Operator-Key`, scripts and the CLI), of the request's merchant, with its
// role checked against the operation (plugins/operator-access.ts). A member's or an agent's
// session token is neither, so it never reaches an operator call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import {
  type Access,
  authenticateOperatorThrottled,
  checkAccess,
  type Operator,
  resolveStaffSession,
  writeAudit,
} from '../domain/operators';
import { AppError, type PageInput, pageInput, type Tx } from '../domain/kernel';
import { ok } from './envelope';
import { idempotentAtomic } from './idempotency';
import { requireMerchant } from './request';

const callers = new WeakMap<FastifyRequest, Operator>();

const headerOf = (request: FastifyRequest, name: string) => {
  const header = request.headers[name];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
};

/** The staff session token the console sends (sign out ends it). */
export const staffToken = (request: FastifyRequest) => headerOf(request, 'x-operator-session');

/**
 * Finds the caller of an operator call and checks `access` (401 without a caller, 403 when the
 * role lacks the permission); the handler reads it with requireOperator.
 */
export async function authoriseOperator(
  request: FastifyRequest,
  db: Db,
  access: Access,
  now: number,
): Promise<void> {
  if (access === 'public') return;
  const merchant = requireMerchant(request);
  const session = staffToken(request);
  const operator = session
    ? await resolveStaffSession(db, merchant.id, session, request.ip, now)
    : await authenticateOperatorThrottled(db, merchant.id, headerOf(request, 'x-operator-key'), {
        ip: request.ip,
        now,
      });
  checkAccess(operator.role, access);
  callers.set(request, operator);
}

/** The checked caller of this operator call. */
export function requireOperator(request: FastifyRequest): Operator {
  const operator = callers.get(request);
  if (!operator) {
    throw new AppError(401, 'operator.key.invalid', 'A valid operator key is required');
  }
  return operator;
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
 * An operator's decision on one record (`.../{id}/approve`, `/reject` ...): the call run once
 * per Idempotency-Key (keys scoped to the caller), and `run` given the record's id, the time
 * and the audit writer of `action` on `<kind>:<id>`.
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
  const operator = requireOperator(request);
  const { id } = request.params;
  return idempotentAtomic(request, reply, deps, operator.scope, operation, (_key, db) => {
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
  const operator = requireOperator(request);
  const { status, account, page, size } = query;
  return ok(await list(db, operator.merchantId, { status, account }, pageInput({ page, size })));
}

/**
 * The key of one money action of the caller (balance and points adjustments): a key's as it
 * always was (`<keyId>:<key>`), a staff member's in their own scope.
 */
export const actionKey = (operator: Operator, key: string) =>
  `${operator.kind === 'key' ? operator.id : operator.scope}:${key}`;
