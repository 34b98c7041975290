// Ledger accounts: one per member (created on first use) and one house account per merchant.
import { and, eq, sql } from 'drizzle-orm';
import { arrayOf } from '../../db/sql-arrays';
import { type LedgerAccountKind, ledgerAccounts } from '../../db/schema/ledger';
import type { DbOrTx } from './ledger';

export interface Account {
  id: number;
  balance: bigint;
}

export async function memberAccount(
  db: DbOrTx,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<Account> {
  const read = () =>
    db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, memberId));
  const [found] = await read();
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ merchantId, kind: 'member', memberId, currency })
    .onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`no ledger account for member ${memberId}`);
  return created;
}

/** The merchant's house account (the other side of every stake, win and funding). */
export async function houseAccount(
  db: DbOrTx,
  merchantId: number,
  currency: string,
): Promise<number> {
  const read = () =>
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.kind, 'house')));
  const [found] = await read();
  if (found) return found.id;
  await db
    .insert(ledgerAccounts)
    .values({ merchantId, kind: 'house', currency })
    .onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`no house account for merchant ${merchantId}`);
  return created.id;
}

/** The member's balance in minor units (0 when the member never had an account). */
export async function memberBalance(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return row?.balance ?? 0n;
}

export type SystemAccountKind = Exclude<LedgerAccountKind, 'member' | 'house'>;

/**
 * A system account of the merchant's cashier: deposit_clearing (money arriving from payment
 * providers and bank transfers), pending_withdrawals (held until an operator decides),
 * payout_clearing (approved payouts on their way out), adjustments (operator corrections).
 * Like the house account, its balance is only ever the sum of its entries.
 */
export async function systemAccount(
  db: DbOrTx,
  merchantId: number,
  kind: SystemAccountKind,
  currency: string,
): Promise<number> {
  const read = () =>
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.kind, kind)));
  const [found] = await read();
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ merchantId, kind, currency }).onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`no ${kind} account for merchant ${merchantId}`);
  return created.id;
}

/** Locks the member's account row for the rest of the database transaction. */
export async function lockMemberAccount(
  tx: DbOrTx,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<Account> {
  const account = await memberAccount(tx, merchantId, memberId, currency);
  const [locked] = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id))
    .for('update');
  return locked ?? account;
}

/** The ledger accounts of many members (created when missing): member id -> account id. */
export async function memberAccounts(
  db: DbOrTx,
  merchantId: number,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  await db.execute(sql`
    insert into ledger_accounts (merchant_id, kind, member_id, currency)
    select ${merchantId}, 'member', m, ${currency} from unnest(${arrayOf(ids, 'int')}) m
    on conflict do nothing`);
  const { rows } = await db.execute<{ id: number; member: number }>(sql`
    select id, member_id as member from ledger_accounts where member_id = any(${arrayOf(ids, 'int')})`);
  return new Map(rows.map((r) => [Number(r.member), Number(r.id)]));
}
