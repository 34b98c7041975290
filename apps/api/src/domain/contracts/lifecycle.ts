// The life of a contract: the upline offers (or the house, to a top-level agent), edits or
// withdraws its offer; the downline accepts, rejects or terminates; the upline terminates by
// the merchant's rule. Every change is one database transaction that also writes its history
// row and the inbox messages. Terms never change on a contract in force: accepted new terms
// are a new contract that supersedes it, so each settlement names the terms it used.
//
// What every change shares is here (the caller's context, the history row, the checked terms,
// the lock of a contract the caller pays); the changes are in offers.ts (offer, edit,
// withdraw), answers.ts (accept, reject, terminate by the downline) and termination.ts (end a
// contract, terminate by the upline); the rate rule in rate-rule.ts.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractEvents, contracts } from '../../db/schema/contracts';
import type { ContractSettings } from '../merchants';
import { AppError, notFound, type Tx } from '../kernel';
import { type ContractKind, parseTerms, type Terms } from './terms';
import type { ContractRow } from './views';

export interface Party {
  id: number;
  merchantId: number;
  type: number;
}

export interface Ctx {
  now: number;
  settings: ContractSettings;
}

export const stateInvalid = (message: string) =>
  new AppError(409, 'contract.state.invalid', message);

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type EventAction =
  | 'offered'
  | 'edited'
  | 'withdrawn'
  | 'accepted'
  | 'rejected'
  | 'terminated'
  | 'superseded'
  | 'ended';

export async function event(
  tx: Tx,
  contractId: number,
  actor: { id: number | null; role: 'payer' | 'payee' | 'operator' | 'system' },
  action: EventAction,
  now: number,
  detail: { oldTerms?: unknown; newTerms?: unknown; note?: string | null } = {},
) {
  await tx.insert(contractEvents).values({
    contractId,
    actorId: actor.id,
    actorRole: actor.role,
    action,
    oldTerms: detail.oldTerms ?? null,
    newTerms: detail.newTerms ?? null,
    note: detail.note ?? null,
    createdAt: new Date(now),
  });
}

/** Wire terms of `kind`, checked (kind inside the terms must match). */
export function termsOf(kind: ContractKind, raw: unknown): Terms {
  const inner = (raw as { kind?: unknown } | null)?.kind;
  if (inner !== kind)
    throw new AppError(400, 'contract.terms.invalid', `The terms are not ${kind} terms`, {
      tier: 0,
      field: 'kind',
    });
  return parseTerms(kind, raw);
}

/** A contract of the merchant that `payerId` pays, locked; others are not found. */
export async function lockPaid(tx: Tx, merchantId: number, payerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.merchantId, merchantId),
        eq(contracts.payerId, payerId),
      ),
    )
    .for('update');
  if (!row) throw notFound('No such contract');
  return row;
}

/** Contract ids the member may see the history of: it receives or pays them. */
export async function requireVisible(db: Db, member: Party, id: number): Promise<ContractRow> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.merchantId, member.merchantId),
        or(eq(contracts.payeeId, member.id), eq(contracts.payerId, member.id)),
      ),
    );
  if (!row) throw notFound('No such contract');
  return row;
}
