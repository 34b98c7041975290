// A member's statement: the movements on the accounts the member owns (the main account and
// any vendor wallet), read from the ledger's member read models, which triggers on the ledger
// keep (`member_ledger_lines`: one row per entry, with the transaction's kind and time;
// `member_ledger_daily`: sums per member, UTC day and kind). A period's sums, the row counts
// that place a page, one page, and one transaction's legs, each as one statement.
import { type SQL, sql } from 'drizzle-orm';
import { at, iso } from '../sql';
import type { DbOrTx } from './ledger';

/** A stretch of time, [start, end) in epoch ms. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A period cut into partial days read from the lines and whole UTC days read from the sums. */
export interface StatementCut {
  head: TimeRange | null;
  tail: TimeRange | null;
  /** Whole UTC days [first, end), YYYY-MM-DD. */
  days: { first: string; end: string } | null;
}

/** Sums of one kind in one part of a cut: `d` a whole day (with its date), `h` head, `t` tail. */
export type StatementSumRow = {
  part: string;
  day: string | null;
  kind: string;
  n: string;
  credits: string;
  debits: string;
};

const kindFilter = (kind: string | undefined): SQL => (kind ? sql`and kind = ${kind}` : sql``);

/**
 * The vendor code of a member's ledger account: its vendor wallet in transfer-wallet mode,
 * null for the main account.
 */
export const walletOf = (account: SQL): SQL =>
  sql`(select wa.vendor_code from ledger_accounts wa where wa.id = ${account})`;

/** Count, credits and debits per kind of the member's movements in each part of `cut`. */
export async function statementSums(
  db: DbOrTx,
  memberId: number,
  cut: StatementCut,
  kind?: string,
): Promise<StatementSumRow[]> {
  const byKind = kindFilter(kind);
  const fromLines = (range: TimeRange, part: string) => sql`
    select ${part}::text as part, null::text as day, kind, count(*)::bigint as n,
           coalesce(sum(amount) filter (where amount > 0), 0)::bigint as credits,
           coalesce(sum(amount) filter (where amount < 0), 0)::bigint as debits
      from member_ledger_lines
     where member_id = ${memberId} and created_at >= ${at(range.start)} and created_at < ${at(range.end)} ${byKind}
     group by kind`;
  const parts: SQL[] = [];
  if (cut.days)
    parts.push(sql`
      select 'd'::text as part, day::text as day, kind, entries::bigint as n, credits, debits
        from member_ledger_daily
       where member_id = ${memberId} and day >= ${cut.days.first}::date and day < ${cut.days.end}::date ${byKind}`);
  if (cut.head) parts.push(fromLines(cut.head, 'h'));
  if (cut.tail) parts.push(fromLines(cut.tail, 't'));
  const { rows } = await db.execute<StatementSumRow>(sql.join(parts, sql` union all `));
  return rows;
}

/** One page of statement lines: a time range, an offset and a limit in the given order. */
export interface StatementPage {
  start: number;
  end: number;
  offset: number;
  limit: number;
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
  kind?: string | undefined;
}

export type StatementLine = {
  entry_id: string;
  transaction_id: string;
  kind: string;
  amount: string;
  wallet: string | null;
  reference: string | null;
  created_at: string;
};

/** The member's lines of one page, with the wallet and the transaction's reference. */
export async function statementLines(
  db: DbOrTx,
  memberId: number,
  page: StatementPage,
): Promise<StatementLine[]> {
  const dir = sql.raw(page.order);
  const by =
    page.sort === 'amount'
      ? sql`amount ${dir}, entry_id ${dir}`
      : sql`created_at ${dir}, entry_id ${dir}`;
  const { rows } = await db.execute<StatementLine>(sql`
    select l.entry_id::text, l.transaction_id::text, l.kind, l.amount::text,
           ${walletOf(sql`l.account_id`)} as wallet, t.reference,
           ${iso(sql`l.created_at`)} as created_at
      from (select * from member_ledger_lines
             where member_id = ${memberId} and created_at >= ${at(page.start)} and created_at < ${at(page.end)} ${kindFilter(page.kind)}
             order by ${by} offset ${page.offset} limit ${page.limit}) l
      join ledger_transactions t on t.id = l.transaction_id
     order by ${page.sort === 'amount' ? sql`l.amount ${dir}, l.entry_id ${dir}` : sql`l.created_at ${dir}, l.entry_id ${dir}`}`);
  return rows;
}

/** The member's own legs of one transaction (none when it is not the member's). */
export async function memberLegs(db: DbOrTx, memberId: number, transactionId: number) {
  const { rows } = await db.execute<{ entry_id: string; amount: string; wallet: string | null }>(
    sql`
    select l.entry_id::text, l.amount::text, ${walletOf(sql`l.account_id`)} as wallet
      from member_ledger_lines l
     where l.transaction_id = ${transactionId} and l.member_id = ${memberId}
       and l.created_at = (select t.created_at from ledger_transactions t where t.id = ${transactionId})
     order by l.entry_id`,
  );
  return rows;
}

/** A ledger transaction's kind, reference and time (ISO text), or undefined. */
export async function ledgerTransaction(db: DbOrTx, transactionId: number) {
  const { rows } = await db.execute<{
    kind: string;
    reference: string | null;
    created_at: string;
  }>(sql`
      select kind, reference, ${iso(sql`created_at`)} as created_at
        from ledger_transactions where id = ${transactionId}`);
  return rows[0];
}

/** The username of another member with a leg in a transaction (a transfer's other side). */
export async function counterpartyOf(
  db: DbOrTx,
  transactionId: number,
  memberId: number,
): Promise<string | null> {
  const { rows } = await db.execute<{ username: string }>(sql`
        select m.username from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join members m on m.id = a.member_id
         where e.transaction_id = ${transactionId} and a.member_id <> ${memberId}
           and e.created_at = (select t.created_at from ledger_transactions t where t.id = ${transactionId})
         limit 1`);
  return rows[0]?.username ?? null;
}

/**
 * A round's money movements on the member's accounts: the vendor keys them by the bet record
 * (`bet:<id>:stake`, `:payout`, `:refund`, reference `bet:<id>`).
 */
export async function roundMovements(
  db: DbOrTx,
  merchantId: number,
  memberId: number,
  betId: number,
) {
  const reference = `bet:${betId}`;
  const { rows } = await db.execute<{
    transaction_id: string;
    kind: string;
    amount: string;
    wallet: string | null;
    created_at: string;
  }>(sql`
    select l.transaction_id::text, l.kind, l.amount::text, ${walletOf(sql`l.account_id`)} as wallet,
           ${iso(sql`l.created_at`)} as created_at
      from ledger_transactions t
      join member_ledger_lines l
        on l.transaction_id = t.id and l.created_at = t.created_at and l.member_id = ${memberId}
     where t.merchant_id = ${merchantId}
       and t.idempotency_key in (${`${reference}:stake`}, ${`${reference}:payout`}, ${`${reference}:refund`})
       and t.reference = ${reference}
     order by t.id`);
  return rows;
}

/**
 * The bonuses and rebates credited to the member (net of any taken back) per kind over a cut
 * period: whole days from the daily sums, partial days from the lines.
 */
export async function bonusesAndRebates(db: DbOrTx, memberId: number, cut: StatementCut) {
  const parts: SQL[] = [];
  if (cut.days)
    parts.push(sql`
      select kind, sum(credits + debits)::bigint as amount from member_ledger_daily
       where member_id = ${memberId} and day >= ${cut.days.first}::date and day < ${cut.days.end}::date
             and kind in ('bonus', 'rebate')
       group by kind`);
  for (const range of [cut.head, cut.tail]) {
    if (!range) continue;
    parts.push(sql`
      select kind, sum(amount)::bigint as amount from member_ledger_lines
       where member_id = ${memberId} and created_at >= ${at(range.start)} and created_at < ${at(range.end)}
             and kind in ('bonus', 'rebate')
       group by kind`);
  }
  const { rows } = await db.execute<{ kind: string; amount: string }>(
    sql.join(parts, sql` union all `),
  );
  return rows;
}
