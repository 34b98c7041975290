// Contract rows as the wire shows them (with the accounts of both parties), the history of a
// contract, and the modules that switch each kind on.
import { asc, inArray } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { contractEvents, type contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import type { DbOrTx } from '../kernel';
import { isModuleOn, requireModule } from '../site';
import type { ContractKind } from './terms';

export type ContractWire = components['schemas']['Contract'];
export type ContractEventWire = components['schemas']['ContractEvent'];
export type ContractRow = typeof contracts.$inferSelect;

/** The white-label module of each kind (spec: upstream-api §5.2). */
export const KIND_MODULE: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

export const requireKind = (db: Db, merchantId: number, kind: ContractKind): Promise<void> =>
  requireModule(db, merchantId, KIND_MODULE[kind]);

export const kindOn = (db: Db, merchantId: number, kind: ContractKind): Promise<boolean> =>
  isModuleOn(db, merchantId, KIND_MODULE[kind]);

/** Accounts of members by id. */
export async function accountsOf(db: DbOrTx, ids: Iterable<number | null>) {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

export function contractWire(
  row: ContractRow,
  names: ReadonlyMap<number, string>,
  downlineHigherRate = false,
): ContractWire {
  return {
    id: row.id,
    kind: row.kind as ContractWire['kind'],
    gameType: row.gameType as ContractWire['gameType'],
    status: row.status as ContractWire['status'],
    cycle: row.cycle as ContractWire['cycle'],
    terms: row.terms as ContractWire['terms'],
    payer:
      row.payerId === null
        ? null
        : { memberId: row.payerId, account: names.get(row.payerId) ?? '' },
    payee: { memberId: row.payeeId, account: names.get(row.payeeId) ?? '' },
    replacesId: row.replacesId,
    offeredAt: row.offeredAt.getTime(),
    answeredAt: ms(row.answeredAt),
    startsAt: ms(row.startsAt),
    endsAt: ms(row.endsAt),
    endReason: row.endReason as ContractWire['endReason'],
    downlineHigherRate: downlineHigherRate ? 'Y' : 'N',
  };
}

/** Rows to the wire, looking up the accounts once. */
export async function contractsWire(db: DbOrTx, rows: readonly ContractRow[]) {
  const names = await accountsOf(
    db,
    rows.flatMap((r) => [r.payerId, r.payeeId]),
  );
  return rows.map((r) => contractWire(r, names));
}

export async function oneContractWire(db: DbOrTx, row: ContractRow, downlineHigherRate = false) {
  const names = await accountsOf(db, [row.payerId, row.payeeId]);
  return contractWire(row, names, downlineHigherRate);
}

/** The history of some contracts, oldest first. */
export async function eventsOf(
  db: DbOrTx,
  contractIds: readonly number[],
): Promise<Map<number, ContractEventWire[]>> {
  const out = new Map<number, ContractEventWire[]>();
  if (contractIds.length === 0) return out;
  const rows = await db
    .select()
    .from(contractEvents)
    .where(inArray(contractEvents.contractId, [...contractIds]))
    .orderBy(asc(contractEvents.id));
  const names = await accountsOf(
    db,
    rows.map((r) => r.actorId),
  );
  for (const r of rows) {
    const list = out.get(r.contractId) ?? [];
    list.push({
      id: r.id,
      contractId: r.contractId,
      action: r.action as ContractEventWire['action'],
      actorRole: r.actorRole as ContractEventWire['actorRole'],
      actor: r.actorId === null ? null : (names.get(r.actorId) ?? null),
      oldTerms: (r.oldTerms ?? null) as ContractEventWire['oldTerms'],
      newTerms: (r.newTerms ?? null) as ContractEventWire['newTerms'],
      note: r.note,
      createdAt: r.createdAt.getTime(),
    });
    out.set(r.contractId, list);
  }
  return out;
}
