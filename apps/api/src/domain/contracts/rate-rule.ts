// The rate rule (spec section 4): a downline B may hold contracts it gives its own downlines
// that pay more than new terms offered to B allow (B's old contract was better, or has ended).
// Such an offer is flagged `downlineHigherRate`: the upline must confirm it when offering, and
// B must confirm when accepting; accepting ends those higher contracts of B's (in force ones
// are terminated now, waiting offers withdrawn). See the README for why this reading.
//
// Also the check that an upline's offer never pays more than its own contract.
import { and, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { AppError, type DbOrTx, type Tx } from '../kernel';
import { type ContractKind, excessOver, fromStored, type Terms } from './terms';
import type { ContractRow } from './views';

/** Contracts of `party` (its payee or payer side) of this kind and game type, in `state`. */
const sameKindAndGame = (
  party: SQL,
  kind: ContractKind,
  gameType: string,
  state: SQL | undefined,
) => and(party, eq(contracts.kind, kind), eq(contracts.gameType, gameType), state);

/** The member's contract of this kind and game type in force now (status V), if any. */
export async function activeContract(
  tx: Tx,
  payeeId: number,
  kind: ContractKind,
  gameType: string,
) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(
      sameKindAndGame(eq(contracts.payeeId, payeeId), kind, gameType, eq(contracts.status, 'V')),
    );
  return row ?? null;
}

/** An upline's offer may never pay more than its own contract of that kind and game type. */
export async function checkAgainstOwn(
  tx: Tx,
  payerId: number | null,
  kind: ContractKind,
  gameType: string,
  terms: Terms,
) {
  if (payerId === null) return;
  const own = await activeContract(tx, payerId, kind, gameType);
  if (!own)
    throw new AppError(
      400,
      'contract.own.missing',
      'You hold no contract of this kind and game type in force, so you cannot offer one',
    );
  const excess = excessOver(terms, fromStored(kind, own.terms));
  if (excess)
    throw new AppError(
      400,
      'contract.terms.above.own',
      'The offer would pay more than your own contract',
      excess,
    );
}

/**
 * The payee's own contracts and offers (it pays them) of this kind and game type that pay
 * more than `terms` allow: in force, waiting, or terminated but still in force.
 */
export async function higherDownlineContracts(
  tx: DbOrTx,
  payeeId: number,
  kind: ContractKind,
  gameType: string,
  terms: Terms,
  now: number,
): Promise<ContractRow[]> {
  const rows = await tx
    .select()
    .from(contracts)
    .where(
      sameKindAndGame(
        eq(contracts.payerId, payeeId),
        kind,
        gameType,
        or(
          inArray(contracts.status, ['P', 'E', 'V']),
          and(eq(contracts.status, 'T'), gt(contracts.endsAt, new Date(now))),
        ),
      ),
    );
  return rows.filter((r) => excessOver(fromStored(kind, r.terms), terms) !== null);
}

export async function higherRateRefusal(tx: DbOrTx, rows: readonly ContractRow[]) {
  const names = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      inArray(
        members.id,
        rows.map((r) => r.payeeId),
      ),
    );
  const byId = new Map(names.map((n) => [n.id, n.username]));
  return new AppError(
    409,
    'contract.downline.higher.rate',
    'The downline gives its own downlines more than these terms allow; confirm to go on',
    {
      contracts: rows.map((r) => ({
        id: r.id,
        account: byId.get(r.payeeId) ?? '',
        gameType: r.gameType,
        status: r.status,
      })),
    },
  );
}

/** Whether a waiting offer to `payeeId` would end some of the payee's own contracts. */
export async function offerHasHigherDownline(tx: DbOrTx, offer: ContractRow, now: number) {
  const kind = offer.kind as ContractKind;
  const rows = await higherDownlineContracts(
    tx,
    offer.payeeId,
    kind,
    offer.gameType,
    fromStored(kind, offer.terms),
    now,
  );
  return rows.length > 0;
}
