// The operator API's caller: the operator key in `X-Operator-Key`, of the request's merchant.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authenticateOperator, type Operator, writeAudit } from '../domain/operators';
import type { Tx } from '../domain/ledger';
import { requireMerchant } from './request';

export async function requireOperator(request: FastifyRequest, db: Db): Promise<Operator> {
  const header = request.headers['x-operator-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return authenticateOperator(db, requireMerchant(request).id, key?.trim());
}

/** The audit writer of one operator action (runs inside the action's transaction). */
export const auditOf =
  (operator: Operator, action: string, target: string, now: number) =>
  (tx: Tx, before: unknown, after: unknown): Promise<void> =>
    writeAudit(tx, {
      merchantId: operator.merchantId,
      operator,
      action,
      target,
      before,
      after,
      now,
    });
