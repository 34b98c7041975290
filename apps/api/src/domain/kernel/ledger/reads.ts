// Reads of the ledger that other concerns ask for: what one transaction moved on one account,
// a member's first deposit, and credits of given kinds to a member over a period (an agent's
// income). Each is the one statement its caller used to run, kept here with the ledger.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../../../db/schema/ledger';
import { creditedDeposits } from './deposits';
import type { DbOrTx } from './ledger';

/** What a stored transaction moved on an account (null when it has no leg there). */
export async function entryAmount(
  db: DbOrTx,
  transactionId: number,
  accountId: number,
): Promise<bigint | null> {
  const [row] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transactionId),
        eq(ledgerEntries.accountId, accountId),
        // The transaction's time: the partition key, so one month's partition is read.
        eq(
          ledgerEntries.createdAt,
          sql`(select t.created_at from ledger_transactions t where t.id = ${transactionId})`,
        ),
      ),
    );
  return row?.amount ?? null;
}

/** The member's first credited deposit in minor units (0 without one). */
export async function firstDepositAmount(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await creditedDeposits(db, memberId)
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
    .limit(1);
  return row?.amount ?? 0n;
}

/** An instant as the ISO text a timestamptz column compares with. */
type Instant = string;

const inList = (kinds: readonly string[]): SQL =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * Sums of the member's credits (positive entries) of `kinds` in each window ([start, end)),
 * in one pass over [start, end) of the whole: one minor-unit amount (text) per window, in
 * order. Debits of those kinds (an agent paying its downline) are not income and are left out.
 */
export async function memberCreditsByWindow(
  db: DbOrTx,
  memberId: number,
  kinds: readonly string[],
  windows: readonly { start: Instant; end: Instant }[],
  whole: { start: Instant; end: Instant },
): Promise<string[]> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    select ${sql.join(
      windows.map(
        (b, i) =>
          sql`coalesce(sum(e.amount) filter (where tx.created_at >= ${b.start} and tx.created_at < ${b.end}), 0)::text as ${sql.raw(`inc${i}`)}`,
      ),
      sql`, `,
    )}
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions tx on tx.id = e.transaction_id and tx.created_at = e.created_at
     where a.member_id = ${memberId}
       and e.amount > 0
       and tx.kind in (${inList(kinds)})
       and tx.created_at >= ${whole.start} and tx.created_at < ${whole.end}
       and e.created_at >= ${whole.start} and e.created_at < ${whole.end}`);
  const row = rows[0] ?? {};
  return windows.map((_, i) => row[`inc${i}`] ?? '0');
}

/**
 * Sums of the member's credits (positive entries) of `kinds` per local day (YYYY-MM-DD in
 * `timeZone`, the merchant's) and kind in [start, end); debits of those kinds are left out.
 */
export async function memberCreditsByDay(
  db: DbOrTx,
  memberId: number,
  kinds: readonly string[],
  start: Instant,
  end: Instant,
  timeZone: string,
): Promise<{ day: string; kind: string; amount: string }[]> {
  const { rows } = await db.execute<{ day: string; kind: string; amount: string }>(sql`
    select to_char(tx.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, tx.kind,
           sum(e.amount)::text as amount
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions tx on tx.id = e.transaction_id and tx.created_at = e.created_at
     where a.member_id = ${memberId}
       and e.amount > 0
       and tx.kind in (${inList(kinds)})
       and tx.created_at >= ${start} and tx.created_at < ${end}
       and e.created_at >= ${start} and e.created_at < ${end}
     group by 1, 2`);
  return rows;
}

/**
 * The net movement on the merchant's members' own accounts per local day (YYYY-MM-DD in
 * `timeZone`, the merchant's) and kind in [start, end): credits less debits, minor units as
 * text. A deposit is positive, a withdrawal negative, a returned withdrawal positive again.
 */
export async function merchantMemberMovementsByDay(
  db: DbOrTx,
  merchantId: number,
  kinds: readonly string[],
  start: Instant,
  end: Instant,
  timeZone: string,
): Promise<{ day: string; kind: string; amount: string }[]> {
  const { rows } = await db.execute<{ day: string; kind: string; amount: string }>(sql`
    select to_char(tx.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, tx.kind,
           sum(e.amount)::text as amount
      from ledger_transactions tx
      join ledger_entries e on e.transaction_id = tx.id and e.created_at = tx.created_at
      join ledger_accounts a on a.id = e.account_id
     where tx.merchant_id = ${merchantId}
       and tx.kind in (${inList(kinds)})
       and tx.created_at >= ${start} and tx.created_at < ${end}
       and e.created_at >= ${start} and e.created_at < ${end}
       and a.member_id is not null
     group by 1, 2`);
  return rows;
}
