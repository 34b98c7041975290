// Ledger accounts: a main account per member (created on first use), with a transfer-wallet
// merchant one more per member and game vendor (the vendor wallets), and one house account
// per merchant.
import { and, eq, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prepared } from '../../../db/prepared';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../../db/schema/ledger';
import { arrayOf } from '../../../db/sql-arrays';
import type { DbOrTx } from './ledger';

// A leg and its transaction: by id and time (the partition key), so the join prunes.
const sameTransaction = () =>
  and(
    eq(ledgerTransactions.id, ledgerEntries.transactionId),
    eq(ledgerTransactions.createdAt, ledgerEntries.createdAt),
  );

export interface Account {
  id: number;
  balance: bigint;
}

/** The member's main account (vendorCode null or absent) or the wallet of one game vendor. */
const walletOf = (memberId: number, vendorCode: string | null = null): SQL | undefined =>
  and(
    eq(ledgerAccounts.memberId, memberId),
    vendorCode === null
      ? isNull(ledgerAccounts.vendorCode)
      : eq(ledgerAccounts.vendorCode, vendorCode),
  );

/**
 * The member's main account, or with `vendorCode` the member's wallet at that game vendor
 * (transfer-wallet merchants); created on first use.
 */
export async function memberAccount(
  db: DbOrTx,
  merchantId: number,
  memberId: number,
  currency: string,
  vendorCode: string | null = null,
): Promise<Account> {
  const read = () =>
    db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(walletOf(memberId, vendorCode));
  const [found] = await read();
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ merchantId, kind: 'member', memberId, vendorCode, currency })
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

/** The balance of a member's main account: read by every demo round, built and prepared once. */
const mainBalanceOf = (db: DbOrTx) =>
  prepared(db, 'member_main_balance', () =>
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.memberId, sql.placeholder('memberId')),
          isNull(ledgerAccounts.vendorCode),
        ),
      )
      .prepare('member_main_balance'),
  );

/**
 * The balance of the member's main account (or of one vendor wallet) in minor units; 0 when
 * the account was never opened.
 */
export async function memberBalance(
  db: DbOrTx,
  memberId: number,
  vendorCode: string | null = null,
): Promise<bigint> {
  const [row] =
    vendorCode === null
      ? await mainBalanceOf(db).execute({ memberId })
      : await db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(walletOf(memberId, vendorCode));
  return row?.balance ?? 0n;
}

interface WalletAccount extends Account {
  /** Null for the main account. */
  vendorCode: string | null;
}

/** Every account the member owns: the main account and any vendor wallets, main first. */
export async function memberWallets(db: DbOrTx, memberId: number): Promise<WalletAccount[]> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      vendorCode: ledgerAccounts.vendorCode,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return rows.sort((a, b) =>
    a.vendorCode === null
      ? -1
      : b.vendorCode === null
        ? 1
        : a.vendorCode.localeCompare(b.vendorCode),
  );
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

/** Locks the member's main account row (or a vendor wallet's) for the rest of the transaction. */
export async function lockMemberAccount(
  tx: DbOrTx,
  merchantId: number,
  memberId: number,
  currency: string,
  vendorCode: string | null = null,
): Promise<Account> {
  const account = await memberAccount(tx, merchantId, memberId, currency, vendorCode);
  const [locked] = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id))
    .for('update');
  return locked ?? account;
}

/** The main ledger accounts of many members (created when missing): member id -> account id. */
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
    select id, member_id as member from ledger_accounts
     where member_id = any(${arrayOf(ids, 'int')}) and vendor_code is null`);
  return new Map(rows.map((r) => [Number(r.member), Number(r.id)]));
}

/**
 * The member account a ledger transaction debited (a bet's stake: `bet:<id>:stake`), so a
 * later payout goes back to the wallet that paid, whatever the merchant's wallet mode is now.
 */
export async function debitedAccount(
  db: DbOrTx,
  merchantId: number,
  idempotencyKey: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerEntries.accountId })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction())
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.merchantId, merchantId),
        eq(ledgerTransactions.idempotencyKey, idempotencyKey),
        eq(ledgerAccounts.kind, 'member'),
        lt(ledgerEntries.amount, 0n),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The id of a member's main account (vendor code null) or vendor wallet, as a subquery to
 * select beside other columns in one statement (null when the account was never opened).
 */
export const walletAccountIdSql = (
  memberId: SQLWrapper,
  vendorCode: SQLWrapper,
): SQL<number | null> =>
  sql<
    number | null
  >`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.memberId} = ${memberId} and ${ledgerAccounts.vendorCode} is not distinct from ${vendorCode})`;
