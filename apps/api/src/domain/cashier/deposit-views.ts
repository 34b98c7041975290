// The member's and the operator's views of deposits: one deposit, and the pages of both lists
// (newest first, with the member's account for the operator).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { notFound, type Tx } from '../kernel';
import { type DepositRow, depositToWire, type DepositWire } from './deposits';
import { type CashierSettings, cashierSettings } from './settings';
import { pageOf, type PageInput } from './shared';

// ---- the member's and the operator's views

export async function memberDeposits(
  db: Db,
  memberId: number,
  merchantId: number,
  status: string | undefined,
  paging: PageInput,
): Promise<ReturnType<typeof pageOf<DepositWire>>> {
  const where = and(
    eq(deposits.memberId, memberId),
    status ? eq(deposits.status, status) : undefined,
  );
  return depositPage(db, merchantId, where, paging, (row, s) => depositToWire(row, s));
}

async function depositPage<T>(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  paging: PageInput,
  map: (row: DepositRow, settings: CashierSettings, account: string) => T,
) {
  const settings = await cashierSettings(db, merchantId);
  const [total] = await db
    .select({ n: count() })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where);
  const rows = await db
    .select({ d: deposits, account: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  return pageOf(
    rows.map((r) => map(r.d, settings, r.account)),
    Number(total?.n ?? 0),
    paging,
  );
}

export async function memberDeposit(
  db: Db,
  memberId: number,
  merchantId: number,
  id: string,
): Promise<DepositWire> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)));
  if (!row) throw notFound('No such deposit');
  return depositToWire(row, await cashierSettings(db, merchantId));
}

export type OperatorDepositWire = components['schemas']['OperatorDeposit'];

const operatorDeposit = (row: DepositRow, settings: CashierSettings, account: string) => ({
  ...depositToWire(row, settings),
  memberId: row.memberId,
  account,
  latePaidAt: row.latePaidAt?.getTime() ?? null,
});

export function operatorDeposits(
  db: Db,
  merchantId: number,
  filter: { status?: string | undefined; account?: string | undefined },
  paging: PageInput,
) {
  const where = and(
    eq(deposits.merchantId, merchantId),
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.account !== undefined ? eq(members.username, filter.account) : undefined,
  );
  return depositPage(db, merchantId, where, paging, operatorDeposit);
}

export async function operatorDepositById(
  db: Db | Tx,
  merchantId: number,
  id: string,
): Promise<OperatorDepositWire> {
  const [row] = await db
    .select({ d: deposits, account: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(and(eq(deposits.id, id), eq(deposits.merchantId, merchantId)));
  if (!row) throw notFound('No such deposit');
  return operatorDeposit(row.d, await cashierSettings(db, merchantId), row.account);
}
